import type { WarehouseRecord, WarehouseStore } from '#domain/warehouses/ports';
import { db } from '#lib/db/service';


function toRecord(item: {
  warehouseId: string;
  name: string;
  formattedAddress: string;
  pickUpNotes?: string;
  address: WarehouseRecord['address'] | Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}): WarehouseRecord {
  const a = item.address as WarehouseRecord['address'];
  return {
    id: item.warehouseId,
    name: item.name,
    formattedAddress: item.formattedAddress,
    pickUpNotes: item.pickUpNotes ?? '',
    address: {
      residential: a.residential,
      isActive: a.isActive,
      isValid: a.isValid,
      companyName: a.companyName ?? '',
      email: a.email ?? '',
      phone: a.phone,
      street1: a.street1,
      street2: a.street2 ?? '',
      street3: a.street3 ?? '',
      city: a.city,
      state: a.state,
      country: a.country,
      zipCode: a.zipCode,
      zipCodeSuffix: a.zipCodeSuffix ?? '',
      fullZipCode: a.fullZipCode,
    },
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
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
    const { data } = await db().entities.account.get({ accountId }).go({ attributes: ['defaultWarehouseId'] });
    return data?.defaultWarehouseId || undefined;
  },

  async create(accountId, w, { makeDefault }) {
    const item = { accountId, warehouseId: w.id, name: w.name, formattedAddress: w.formattedAddress, pickUpNotes: w.pickUpNotes, address: w.address };
    await db()
      .transaction.write(({ warehouse, account }) => [
        warehouse.create(item).commit(),
        ...(makeDefault ? [account.patch({ accountId }).set({ defaultWarehouseId: w.id }).commit()] : [account.check({ accountId }).where(({ accountId: id }, { exists }) => exists(id)).commit()]),
      ])
      .go();
  },

  async update(accountId, w, { makeDefault }) {
    const changes = { name: w.name, formattedAddress: w.formattedAddress, pickUpNotes: w.pickUpNotes, address: w.address };
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
        warehouse.delete({ accountId, warehouseId }).where(({ warehouseId: id }, { exists }) => exists(id)).commit(),
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
        warehouse.check({ accountId, warehouseId }).where(({ warehouseId: id }, { exists }) => exists(id)).commit(),
        account.patch({ accountId }).set({ defaultWarehouseId: warehouseId }).commit(),
      ])
      .go();
    return !result.canceled;
  },
};

