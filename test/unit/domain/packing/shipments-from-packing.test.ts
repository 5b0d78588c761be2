import { describe, expect, it } from 'vitest';
import type { PackingResult } from '#domain/packing/packing.schema';
import { packingItemsOf, shipmentsFromPacking, type PackableLine } from '#domain/packing/shipments-from-packing.rules';

const line = (sku: string, quantity: number) =>
  ({
    sku,
    title: sku,
    quantity,
    dimensions: { length: 4, width: 4, height: 4, units: 'in' },
  }) as unknown as PackableLine;

/** Two editor shipments, each with a product and a packaging line (orders §3 shipment products / packagings). */
const SHIPMENTS = [
  { products: [line('BRISKET', 2)], packagings: [line('ICE-PACK', 1)] },
  { products: [line('SAUSAGE', 3)], packagings: [line('LINER', 1)] },
];

describe('issue 5: packed boxes become shipments with each line back in its own list', () => {
  it('flattens every line with its kind, products before packagings within each shipment', () => {
    const { items, lines } = packingItemsOf(SHIPMENTS as never);
    expect(items.map((i) => `${i.sku}×${i.quantity}`)).toEqual(['BRISKET×2', 'ICE-PACK×1', 'SAUSAGE×3', 'LINER×1']);
    expect(lines.map((l) => l.kind)).toEqual(['product', 'packaging', 'product', 'packaging']);
  });

  it('a product of the second shipment stays a product and a packaging of the first stays a packaging', () => {
    const { lines } = packingItemsOf(SHIPMENTS as never);
    const unit = (item: number) => ({ item, sku: lines[item].line.sku ?? '' });
    const result = {
      algorithm: 'useBoxPackingAlgo',
      lengthUnit: 'in',
      weightUnit: 'lb',
      totalCost: 0,
      totalVolume: 0,
      unpacked: [],
      boxes: [
        {
          box: 0,
          name: 'A',
          usableDimensions: { length: 10, width: 10, height: 10 },
          grossWeight: 1,
          itemsWeight: 1,
          itemCount: 4,
          items: [unit(0), unit(0), unit(1), unit(2)],
        },
        {
          box: 1,
          name: 'B',
          usableDimensions: { length: 10, width: 10, height: 10 },
          grossWeight: 1,
          itemsWeight: 1,
          itemCount: 3,
          items: [unit(2), unit(2), unit(3)],
        },
      ],
    } as PackingResult;
    const shipments = shipmentsFromPacking(result, lines, (i) => ({ name: `box ${i}` }), {});
    const summary = shipments.map((s) => ({
      box: s.box.name,
      products: s.products.map((p) => `${p.sku}×${p.quantity}`),
      packagings: s.packagings.map((p) => `${p.sku}×${p.quantity}`),
    }));
    expect(summary).toEqual([
      { box: 'box 0', products: ['BRISKET×2', 'SAUSAGE×1'], packagings: ['ICE-PACK×1'] },
      { box: 'box 1', products: ['SAUSAGE×2'], packagings: ['LINER×1'] },
    ]);
  });
});
