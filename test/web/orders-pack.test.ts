import { describe, expect, it } from 'vitest';
import {
  emptyShipment,
  shipmentValuesFromPacking,
  type LineValues,
  type OrderFormValues,
} from '#web/pages/orders/editor/order-form.values';
import { packRequestOf } from '#web/pages/orders/editor/use-pack-for-me';
import type { Shipment } from '#domain/shipments/shipment.schema';

const line = (sku: string, quantity: string): LineValues => ({
  item: { _id: `id-${sku}`, sku, title: sku, price: 5 },
  quantity,
  price: '5',
});

describe('Pack for me → editor shipments (issue 5)', () => {
  it('makes one shipment per packed box with the packed quantities of the editor lines, keeping the options', () => {
    const template = { ...emptyShipment(), saturdayDelivery: true, products: [line('A', '3'), line('B', '1')] };
    const packed = [
      { box: { id: 'box-1' }, products: [{ _id: 'id-A', sku: 'A', quantity: 2 }], packagings: [] },
      {
        box: { id: 'box-2' },
        products: [
          { _id: 'id-A', sku: 'A', quantity: 1 },
          { _id: 'id-B', sku: 'B', quantity: 1 },
        ],
        packagings: [],
      },
    ] as unknown as Shipment[];
    const result = shipmentValuesFromPacking(packed, template, template.products);
    expect(
      result.map((s) => [s.boxId, s.products.map((p) => `${p.item.sku}×${p.quantity}`), s.saturdayDelivery]),
    ).toEqual([
      ['box-1', ['A×2'], true],
      ['box-2', ['A×1', 'B×1'], true],
    ]);
    expect(result.every((s) => s.id === undefined)).toBe(true);
  });
});

describe('Pack for me with an automation rule’s packer', () => {
  const values = { shipments: [{ ...emptyShipment(), products: [line('A', '2')] }] } as unknown as OrderFormValues;

  it('asks for the algorithm the rule chose', () => {
    expect(packRequestOf(values, [], false, 'useBoxPackingAlgoWeight')).toMatchObject({
      algorithm: 'useBoxPackingAlgoWeight',
      shipments: [expect.objectContaining({ products: [expect.objectContaining({ sku: 'A', quantity: 2 })] })],
    });
  });

  it('without a rule’s choice, names none (the account setting decides on the server)', () => {
    expect(packRequestOf(values, [], false, null)).not.toHaveProperty('algorithm');
    expect(packRequestOf(values, [], false)).not.toHaveProperty('algorithm');
  });
});
