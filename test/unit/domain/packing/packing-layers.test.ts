import { describe, expect, it } from 'vitest';
import { packShipment } from '#domain/packing/pack-order.rules';
import { packingLayers } from '#domain/packing/packing-layers.rules';

describe('packing layers (issue 5 layered picture)', () => {
  it('groups the placed units by the height they stand at, bottom first, and keeps every unit', () => {
    const result = packShipment(
      [
        {
          sku: 'PINT',
          quantity: 8,
          dimensions: { length: 4, width: 4, height: 5, units: 'in', weight: { value: 1, units: 'lb' } },
        },
      ],
      [{ name: 'Cube 8', dimensions: { length: 8, width: 8, height: 10, units: 'in' }, useInBoxPackingAlgo: true }],
    );
    const layers = packingLayers(result.boxes[0]);
    expect(layers.map((l) => l.z)).toEqual([0, 5]);
    expect(layers.map((l) => l.rects.length)).toEqual([4, 4]);
    expect(layers.flatMap((l) => l.rects).every((r) => r.x + r.length <= 8 && r.y + r.width <= 8)).toBe(true);
  });
});
