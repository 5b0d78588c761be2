import { describe, expect, it } from 'vitest';
import { pickListOf } from '#domain/printing/pick-list.rules';
import { DALLAS_WAREHOUSE, kit, product, sampleOrder } from './print-order-samples';

describe('pickListOf (orders §2 print dialog: Pick List)', () => {
  it('aggregates items by SKU across orders with the order numbers needing each, sorted by SKU', () => {
    const list = pickListOf(
      [
        sampleOrder({
          orderNumber: '10',
          shipments: [{ products: [product('SAL-2', 'Salsa', 2), product('TAM-1', 'Tamales')] }],
        }),
        sampleOrder({
          orderNumber: '9',
          shipments: [{ products: [product('SAL-2', 'Salsa', 3)] }, { products: [product('SAL-2', 'Salsa')] }],
        }),
      ],
      '2026-11-23',
    );
    expect(list.printedOn).toBe('2026-11-23');
    expect(list.orderCount).toBe(2);
    expect(list.groups).toHaveLength(1);
    expect(list.groups[0]).toEqual({
      warehouseId: 'wh-austin',
      warehouseName: 'Austin Kitchen',
      rows: [
        { sku: 'SAL-2', title: 'Salsa', quantity: 6, orderNumbers: ['9', '10'] },
        { sku: 'TAM-1', title: 'Tamales', quantity: 1, orderNumbers: ['10'] },
      ],
      totalQuantity: 7,
    });
  });

  it('kits are expanded into their branch products (quantities multiplied); the kit line itself is not picked', () => {
    const list = pickListOf(
      [
        sampleOrder({
          shipments: [
            { products: [kit('BOX', 'Family Box', 2, [product('TAM-1', 'Tamales', 3)]), product('TAM-1', 'Tamales')] },
          ],
        }),
      ],
      '2026-11-23',
    );
    expect(list.groups[0].rows).toEqual([{ sku: 'TAM-1', title: 'Tamales', quantity: 7, orderNumbers: ['1001'] }]);
  });

  it('products without a SKU are keyed by title and listed after the SKUs', () => {
    const list = pickListOf(
      [
        sampleOrder({
          shipments: [
            {
              products: [
                product('', 'Gift note'),
                product('ZZ-9', 'Zest'),
                product('', 'Gift note', 2),
                product('', 'Apron'),
              ],
            },
          ],
        }),
      ],
      '2026-11-23',
    );
    expect(list.groups[0].rows.map((r) => [r.sku, r.title, r.quantity])).toEqual([
      ['ZZ-9', 'Zest', 1],
      ['', 'Apron', 1],
      ['', 'Gift note', 3],
    ]);
  });

  it('groups per warehouse of the order, sorted by warehouse name', () => {
    const list = pickListOf(
      [
        sampleOrder({ orderNumber: '1', shipments: [{ products: [product('A', 'A')] }] }),
        sampleOrder({
          orderNumber: '2',
          warehouse: DALLAS_WAREHOUSE,
          shipments: [{ products: [product('A', 'A', 4)] }],
        }),
      ],
      '2026-11-23',
    );
    expect(list.groups.map((g) => [g.warehouseName, g.totalQuantity, g.rows[0].orderNumbers])).toEqual([
      ['Austin Kitchen', 1, ['1']],
      ['Dallas Cold Room', 4, ['2']],
    ]);
  });
});
