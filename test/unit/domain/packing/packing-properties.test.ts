import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packShipment } from '#domain/packing/pack-order.rules';
import { PACKING_ALGORITHMS, type PackingBoxInput, type PackingItemInput } from '#domain/packing/packing.schema';
import { packingViolations, shipmentPackingViolations } from '#test/support/packing-validity';
import { unitsOf } from '#domain/packing/placement/block-fill.rules';
import { loadContainer } from '#domain/packing/placement/container-loading.rules';

const side = fc.integer({ min: 1, max: 40 }).map((n) => n / 4); // 0.25 in steps up to 10 in
const itemArb: fc.Arbitrary<PackingItemInput> = fc.record({
  sku: fc.string({ maxLength: 4 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  keepFlat: fc.boolean(),
  dimensions: fc.record({
    length: side,
    width: side,
    height: side,
    units: fc.constantFrom('in' as const, 'cm' as const),
    weight: fc.record({
      value: fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
      units: fc.constantFrom('lb' as const, 'oz' as const),
    }),
  }),
});
const boxArb: fc.Arbitrary<PackingBoxInput> = fc.record({
  name: fc.string({ maxLength: 4 }),
  cost: fc.integer({ min: 0, max: 5 }),
  maxItemsAllowed: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
  dimensions: fc.record({
    length: fc.integer({ min: 4, max: 24 }),
    width: fc.integer({ min: 4, max: 24 }),
    height: fc.integer({ min: 2, max: 24 }),
    units: fc.constant('in' as const),
  }),
  useInBoxPackingAlgo: fc.constant(true),
  useInBoxPackingAlgoQty: fc.boolean(),
  useInBoxPackingAlgoWeight: fc.boolean(),
  weight: fc.record({
    value: fc.integer({ min: 0, max: 4 }).map((n) => n / 4),
    units: fc.constant('lb' as const),
    maxWeightAllowed: fc.option(fc.integer({ min: 2, max: 60 }), { nil: undefined }),
  }),
  hasLiner: fc.boolean(),
  liner: fc.record({ thickness: fc.constantFrom('0.25in' as const, '0.5in' as const, 'N/A' as const) }),
});

describe('issue 5 validity checker over random shipments', () => {
  it('issue 5 / orders §3: every answer of packShipment is valid and accounts for every unit, for all three algorithms', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 5 }),
        fc.array(boxArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...PACKING_ALGORITHMS),
        (items, boxes, algorithm) => {
          const result = packShipment(items, boxes, { algorithm });
          expect(shipmentPackingViolations(items, boxes, result)).toEqual([]);
          const placed =
            result.boxes.reduce((s, b) => s + b.itemCount, 0) + result.unpacked.reduce((s, u) => s + u.quantity, 0);
          expect(placed).toBe(items.reduce((s, i) => s + (i.quantity as number), 0));
        },
      ),
      { numRuns: 150, seed: 5 },
    );
  }, 30_000);

  it('issue 5 container loading: eight cubes fill a cube twice their side exactly; random loads stay valid', () => {
    const exact = loadContainer({ dims: [20, 20, 20], maxLoad: Infinity, maxItems: Infinity }, [
      { ref: 0, dims: [10, 10, 10], weight: 0, count: 9, upright: [true, true, true] },
    ]);
    expect(exact.volume).toBe(8000);
    expect(exact.remaining).toEqual([1]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dims: fc.tuple(
              fc.integer({ min: 2, max: 30 }),
              fc.integer({ min: 2, max: 30 }),
              fc.integer({ min: 2, max: 30 }),
            ),
            count: fc.integer({ min: 1, max: 30 }),
            upright: fc.tuple(fc.boolean(), fc.boolean(), fc.constant(true)),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (lines) => {
          const items = lines.map((l, i) => ({ ref: i, dims: l.dims, weight: 1, count: l.count, upright: l.upright }));
          const container = { dims: [60, 40, 40] as const, maxLoad: 150, maxItems: 80 };
          const r = loadContainer(container, items);
          const units = unitsOf(r.blocks).map((u) => ({ item: u.type, x: u.x, y: u.y, z: u.z, perm: u.perm }));
          const problems = packingViolations({
            items: items.map((i) => ({ ...i, quantity: i.count })),
            boxes: [container],
            packed: [{ box: 0, units }],
            partial: true,
          });
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 5 },
    );
  }, 30_000);
});
