import type { Warehouse } from '#api/warehouses';
import type { AddressBookEntryValues } from '#domain/address/address-book.schema';
import type { IdGenerator } from '#domain/accounts/ports';
import type { WarehouseRecord, WarehouseStore } from '#domain/warehouses/ports';
import { nextDefaultAfterRemoval, warehouseFromForm } from '#domain/warehouses/warehouse.rules';
import { NotFoundError } from '#lib/errors';

export interface WarehouseDeps {
  warehouses: WarehouseStore;
  ids: IdGenerator;
}

function present(record: WarehouseRecord, defaultId: string | undefined): Warehouse {
  return { ...record, default: record.id === defaultId };
}

const notFound = () => new NotFoundError('Warehouse');

/** Warehouse (address book) use cases. Every call is scoped by the caller's account id. */
export function makeWarehouseUseCases({ warehouses, ids }: WarehouseDeps) {
  const getOne = async (accountId: string, warehouseId: string): Promise<Warehouse> => {
    const [record, defaultId] = await Promise.all([
      warehouses.get(accountId, warehouseId),
      warehouses.getDefaultId(accountId),
    ]);
    if (!record) throw notFound();
    return present(record, defaultId);
  };

  return {
    async list(accountId: string): Promise<{ items: Warehouse[] }> {
      const [records, defaultId] = await Promise.all([warehouses.list(accountId), warehouses.getDefaultId(accountId)]);
      const items = records.map((r) => present(r, defaultId));
      items.sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name));
      return { items };
    },

    get: getOne,

    async create(accountId: string, values: AddressBookEntryValues): Promise<Warehouse> {
      const record = warehouseFromForm(ids.newId(), values);
      // The first warehouse of an account is its default: a merchant always ships from somewhere.
      const makeDefault = values.default || !(await warehouses.getDefaultId(accountId));
      await warehouses.create(accountId, record, { makeDefault });
      return getOne(accountId, record.id);
    },

    async update(accountId: string, warehouseId: string, values: AddressBookEntryValues): Promise<Warehouse> {
      const record = warehouseFromForm(warehouseId, values);
      if (!(await warehouses.update(accountId, record, { makeDefault: values.default }))) throw notFound();
      return getOne(accountId, warehouseId);
    },

    async remove(accountId: string, warehouseId: string): Promise<void> {
      const [all, defaultId] = await Promise.all([warehouses.list(accountId), warehouses.getDefaultId(accountId)]);
      if (!all.some((w) => w.id === warehouseId)) throw notFound();
      const nextDefaultId =
        defaultId === warehouseId ? nextDefaultAfterRemoval(all.filter((w) => w.id !== warehouseId)) : undefined;
      if (!(await warehouses.delete(accountId, warehouseId, { nextDefaultId }))) throw notFound();
    },

    async setDefault(accountId: string, warehouseId: string): Promise<Warehouse> {
      if (!(await warehouses.setDefault(accountId, warehouseId))) throw notFound();
      return getOne(accountId, warehouseId);
    },
  };
}
