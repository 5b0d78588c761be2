import type { Warehouse } from '../address/warehouse.schema';

/** A warehouse as built from a merchant's form: without `default`, which the account holds; the store stamps the times. */
export type WarehouseDraft = Omit<Warehouse, 'default'>;
/** A stored warehouse: the store always returns its times. */
export type WarehouseRecord = WarehouseDraft & { createdAt: string; updatedAt: string };

export interface WarehouseStore {
  list(accountId: string): Promise<WarehouseRecord[]>;
  get(accountId: string, warehouseId: string): Promise<WarehouseRecord | undefined>;
  /** The account's default warehouse id, stored once on the account so there is never two. */
  getDefaultId(accountId: string): Promise<string | undefined>;
  /** Creates the warehouse; with makeDefault it also becomes the account default, atomically. */
  create(accountId: string, warehouse: WarehouseDraft, options: { makeDefault: boolean }): Promise<void>;
  /** Replaces the fields of an existing warehouse; false when it does not exist in this account. */
  update(accountId: string, warehouse: WarehouseDraft, options: { makeDefault: boolean }): Promise<boolean>;
  /** Deletes it and, atomically, hands the default to `nextDefaultId` (or clears it). */
  delete(accountId: string, warehouseId: string, options: { nextDefaultId?: string | null }): Promise<boolean>;
  /** false when the warehouse does not exist in this account. */
  setDefault(accountId: string, warehouseId: string): Promise<boolean>;
}
