import * as z from 'zod';
import { warehouseSchema } from '#domain/address/warehouse.schema';
import type { WarehouseDraft, WarehouseRecord, WarehouseStore } from '#domain/warehouses/ports';
import { WarehouseEntity } from '../db/warehouse.entity';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import {
  ACCOUNT_DEFAULTS,
  accountExistsItem,
  defaultWarehouseItem,
  readDefaultWarehouseId,
} from '#functions/accounts/account-defaults';

/** A warehouse item read as the shared warehouse shape (texts the item left out read as ''), with its times. */
const recordSchema = warehouseSchema.omit({ default: true }).extend({ createdAt: z.string(), updatedAt: z.string() });

function toRecord({ warehouseId, ...item }: { warehouseId: string }): WarehouseRecord {
  return recordSchema.parse({ ...item, id: warehouseId });
}

/** The item's attributes of a warehouse; `default` lives on the account, so there is only ever one. */
function fieldsOf({ name, formattedAddress, pickUpNotes, address }: WarehouseDraft) {
  return { name, formattedAddress, pickUpNotes, address };
}

/** A warehouse's transaction: the warehouse and the account's default warehouse. */
const WAREHOUSE_WRITE = { warehouse: WarehouseEntity, ...ACCOUNT_DEFAULTS };

export const dynamoWarehouseStore: WarehouseStore = {
  async list(accountId) {
    const { data } = await onTable(WarehouseEntity).query.byAccount({ accountId }).go({ pages: 'all' });
    return data.map(toRecord);
  },

  async get(accountId, warehouseId) {
    const { data } = await onTable(WarehouseEntity).get({ accountId, warehouseId }).go();
    return data ? toRecord(data) : undefined;
  },

  async getDefaultId(accountId) {
    return readDefaultWarehouseId(accountId);
  },

  async create(accountId, w, { makeDefault }) {
    const item = { accountId, warehouseId: w.id, ...fieldsOf(w) };
    await writeTransaction(WAREHOUSE_WRITE, (tx) => ({
      warehouse: [tx.warehouse.create(item).commit()],
      account: [makeDefault ? defaultWarehouseItem(tx, accountId, w.id) : accountExistsItem(tx, accountId)],
    }));
  },

  async update(accountId, w, { makeDefault }) {
    const changes = fieldsOf(w);
    const result = await writeTransaction(WAREHOUSE_WRITE, (tx) => ({
      warehouse: [tx.warehouse.patch({ accountId, warehouseId: w.id }).set(changes).commit()],
      account: makeDefault ? [defaultWarehouseItem(tx, accountId, w.id)] : [],
    }));
    return result.ok;
  },

  async delete(accountId, warehouseId, { nextDefaultId }) {
    const result = await writeTransaction(WAREHOUSE_WRITE, (tx) => ({
      warehouse: [
        tx.warehouse
          .delete({ accountId, warehouseId })
          .where(({ warehouseId: id }, { exists }) => exists(id))
          .commit(),
      ],
      account: nextDefaultId === undefined ? [] : [defaultWarehouseItem(tx, accountId, nextDefaultId)],
    }));
    return result.ok;
  },

  async setDefault(accountId, warehouseId) {
    const result = await writeTransaction(WAREHOUSE_WRITE, (tx) => ({
      warehouse: [
        tx.warehouse
          .check({ accountId, warehouseId })
          .where(({ warehouseId: id }, { exists }) => exists(id))
          .commit(),
      ],
      account: [defaultWarehouseItem(tx, accountId, warehouseId)],
    }));
    return result.ok;
  },
};
