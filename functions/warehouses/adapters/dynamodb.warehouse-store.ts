import * as z from 'zod';
import { warehouseSchema } from '#domain/address/warehouse.schema';
import type { WarehouseDraft, WarehouseRecord, WarehouseStore } from '#domain/warehouses/ports';
import { db } from '#lib/db/service';

/** A warehouse item read as the shared warehouse shape (texts the item left out read as ''), with its times. */
const recordSchema = warehouseSchema.omit({ default: true }).extend({ createdAt: z.string(), updatedAt: z.string() });

function toRecord({ warehouseId, ...item }: { warehouseId: string }): WarehouseRecord {
  return recordSchema.parse({ ...item, id: warehouseId });
}

/** The item's attributes of a warehouse; `default` lives on the account, so there is only ever one. */
function fieldsOf({ name, formattedAddress, pickUpNotes, address }: WarehouseDraft) {
  return { name, formattedAddress, pickUpNotes, address };
}

export const dynamoWarehouseStore: WarehouseStore = {
  async list(accountId) {
    const { data } = await db().entities.warehouse.query.byAccount({ accountId }).go({ pages: 'all' });
    return data.map(toRecord);
  },

  async get(accountId, warehouseId) {
    const { data } = await db().entities.warehouse.get({ accountId, warehouseId }).go();
    return data ? toRecord(data) : undefined;
  },

  async getDefaultId(accountId) {
    const { data } = await db()
      .entities.account.get({ accountId })
      .go({ attributes: ['defaultWarehouseId'] });
    return data?.defaultWarehouseId || undefined;
  },

  async create(accountId, w, { makeDefault }) {
    const item = { accountId, warehouseId: w.id, ...fieldsOf(w) };
    await db()
      .transaction.write(({ warehouse, account }) => [
        warehouse.create(item).commit(),
        ...(makeDefault
          ? [account.patch({ accountId }).set({ defaultWarehouseId: w.id }).commit()]
          : [
              account
                .check({ accountId })
                .where(({ accountId: id }, { exists }) => exists(id))
                .commit(),
            ]),
      ])
      .go();
  },

  async update(accountId, w, { makeDefault }) {
    const changes = fieldsOf(w);
    const result = await db()
      .transaction.write(({ warehouse, account }) => [
        warehouse.patch({ accountId, warehouseId: w.id }).set(changes).commit(),
        ...(makeDefault ? [account.patch({ accountId }).set({ defaultWarehouseId: w.id }).commit()] : []),
      ])
      .go();
    return !result.canceled;
  },

  async delete(accountId, warehouseId, { nextDefaultId }) {
    const result = await db()
      .transaction.write(({ warehouse, account }) => [
        warehouse
          .delete({ accountId, warehouseId })
          .where(({ warehouseId: id }, { exists }) => exists(id))
          .commit(),
        ...(nextDefaultId === undefined
          ? []
          : nextDefaultId === null
            ? [account.patch({ accountId }).remove(['defaultWarehouseId']).commit()]
            : [account.patch({ accountId }).set({ defaultWarehouseId: nextDefaultId }).commit()]),
      ])
      .go();
    return !result.canceled;
  },

  async setDefault(accountId, warehouseId) {
    const result = await db()
      .transaction.write(({ warehouse, account }) => [
        warehouse
          .check({ accountId, warehouseId })
          .where(({ warehouseId: id }, { exists }) => exists(id))
          .commit(),
        account.patch({ accountId }).set({ defaultWarehouseId: warehouseId }).commit(),
      ])
      .go();
    return !result.canceled;
  },
};
