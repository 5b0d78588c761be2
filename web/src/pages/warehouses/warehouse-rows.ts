import type { Warehouse } from '#api/warehouses';

/** A table row: the warehouse plus the flat fields the property filter matches on. */
export interface WarehouseRow extends Warehouse {
  companyName: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

export function toWarehouseRow(warehouse: Warehouse): WarehouseRow {
  const { companyName, city, state, country, fullZipCode } = warehouse.address;
  return { ...warehouse, companyName, city, state, country, zipCode: fullZipCode };
}
