import { describe, expect, it } from 'vitest';
import { ORDER_PAGE_SIZES } from '#domain/orders/order-query.schema';
import type { OrderGridRow } from '#domain/orders/order-grid.rules';
import { loadJson, saveJson, userStorageKey, type KeyValueStorage } from '#web/lib/preferences-storage';
import { isCompatiblePreferences, type TablePreferences } from '#web/lib/table-preferences';
import {
  CONTENT_DISPLAY_OPTIONS,
  DEFAULT_PREFERENCES,
  ORDERS_TABLE_ID,
  ORDER_COLUMN_IDS,
  PAGE_SIZE_OPTIONS,
} from '#web/pages/orders/grid/table-config';

/** orders §2 "customizable columns", as grid-row keys, plus id, order number, actions, status. */
const SPEC_COLUMNS: (keyof OrderGridRow | 'actions')[] = [
  'tracking',
  'confidenceScore',
  'shipBy',
  'orderDate',
  'holdDate',
  'name',
  'company',
  'city',
  'state',
  'propertyType',
  'tags',
  'warnings',
  'shippingCost',
  'lineItems',
  'qtyOrdered',
  'fullCoverage',
  'saturdayDelivery',
  'box',
  'boxDims',
  'service',
  'weight',
  'warehouse',
  'notes',
  'fulfillment',
  'printed',
  'printDate',
  'labelDate',
  'transitTime',
  'pickupPrn',
  'deliveryDate',
  'weather',
  'batchNumber',
  'zipCode',
  'deliveryMethod',
  'coolant',
  'id',
  'orderNumber',
  'actions',
  'dryIce',
  'shipDate',
  'status',
];

function memoryStorage(): KeyValueStorage {
  const data: Record<string, string> = {};
  return {
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}
const accept = (v: unknown): v is TablePreferences =>
  isCompatiblePreferences(v, DEFAULT_PREFERENCES, PAGE_SIZE_OPTIONS);

describe('orders grid columns and preferences', () => {
  it('orders §2: the grid has every listed column, once each, and preferences list them all', () => {
    const ids = ORDER_COLUMN_IDS.map((c) => c.id);
    expect([...ids].sort()).toEqual([...SPEC_COLUMNS].sort());
    expect(CONTENT_DISPLAY_OPTIONS.map((o) => o.id)).toEqual(ids);
    expect(DEFAULT_PREFERENCES.contentDisplay.map((c) => c.id)).toEqual(ids);
  });

  it('orders §2: page sizes are 20/50/100 and the default is one of them', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual(ORDER_PAGE_SIZES);
    expect(ORDER_PAGE_SIZES).toContain(DEFAULT_PREFERENCES.pageSize);
  });

  it('page size, visible columns and their order persist per user', () => {
    const storage = memoryStorage();
    const moved = [...DEFAULT_PREFERENCES.contentDisplay];
    moved.unshift(
      moved.splice(
        moved.findIndex((c) => c.id === 'zipCode'),
        1,
      )[0],
    );
    const changed: TablePreferences = {
      pageSize: 100,
      contentDisplay: moved.map((c) => (c.id === 'zipCode' ? { ...c, visible: true } : c)),
    };
    saveJson(storage, userStorageKey('u1', `table:${ORDERS_TABLE_ID}`), changed);
    const back = loadJson(storage, userStorageKey('u1', `table:${ORDERS_TABLE_ID}`), DEFAULT_PREFERENCES, accept);
    expect(back).toEqual(changed);
    expect(back.contentDisplay[0]).toEqual({ id: 'zipCode', visible: true });
    expect(loadJson(storage, userStorageKey('u2', `table:${ORDERS_TABLE_ID}`), DEFAULT_PREFERENCES, accept)).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it.each([
    ['a page size outside 20/50/100', { ...DEFAULT_PREFERENCES, pageSize: 10 }],
    [
      'a layout missing a column',
      { ...DEFAULT_PREFERENCES, contentDisplay: DEFAULT_PREFERENCES.contentDisplay.slice(1) },
    ],
  ])('orders §2: falls back to the defaults for %s', (_name, stored) => {
    expect(accept(stored)).toBe(false);
  });
});
