import { describe, expect, it } from 'vitest';
import { packShipment } from '#domain/packing/pack-order.rules';
import type { PackingBoxInput, PackingItemInput } from '#domain/packing/packing.schema';
import { cartonize } from '#domain/packing/placement/cartonize.rules';
import type { BoxType } from '#domain/packing/placement/box-choice.rules';
import type { ItemType } from '#domain/packing/placement/placement.types';
import { PACKING_LIMITS, PackingTooLargeError, WorkBudget } from '#domain/packing/placement/work-budget.rules';

/**
 * The packer's work limits: no input, however large, keeps it busy for long (the request
 * schemas bound quantities too, but the engine does not rely on them).
 */

const upright = [true, true, true] as const;
const cube = (side: number, count: number, ref = 0): ItemType => ({
  ref,
  dims: [side, side, side],
  weight: 1,
  count,
  upright,
});
const boxType = (ref: number, side: number): BoxType => {
  const volume = side ** 3;
  return { ref, dims: [side, side, side], maxLoad: Infinity, maxItems: Infinity, rank: volume, volume, emptyWeight: 0 };
};
const box = (name: string, side: number): PackingBoxInput => ({
  name,
  dimensions: { length: side, width: side, height: side, units: 'in' },
  useInBoxPackingAlgo: true,
  useInBoxPackingAlgoQty: true,
  weight: { value: 0, units: 'lb' },
});
const item = (sku: string, side: number, quantity: number): PackingItemInput => ({
  sku,
  quantity,
  dimensions: { length: side, width: side, height: side, units: 'in', weight: { value: 0.1, units: 'lb' } },
});

/** Runs `pack`, returning what it threw and how long it took. */
function timed(pack: () => unknown): { error: unknown; ms: number } {
  const started = performance.now();
  try {
    pack();
    return { error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

function expectStoppedAt(run: { error: unknown }, limit: keyof typeof PACKING_LIMITS) {
  expect(run.error).toBeInstanceOf(PackingTooLargeError);
  expect((run.error as PackingTooLargeError).limit).toBe(limit);
}

describe('box packing work limits', () => {
  it('a line of a billion units stops at once with the units limit', () => {
    const run = timed(() => packShipment([item('tiny', 1, 1e9)], [box('crate', 10)]));
    expectStoppedAt(run, 'units');
    expect((run.error as Error).message).toBe(`Box packing takes at most ${PACKING_LIMITS.units} units at a time`);
    expect(run.ms).toBeLessThan(1_000);
  });

  it.each([PACKING_LIMITS.units + 1, 1e9, Number.MAX_SAFE_INTEGER, Infinity, NaN])(
    'the engine itself refuses %d units at once, whatever the schemas let through',
    (count) => {
      const run = timed(() => cartonize([cube(1, count)], [boxType(0, 10)]));
      expectStoppedAt(run, 'units');
      expect(run.ms).toBeLessThan(1_000);
    },
  );

  it('units that would need more boxes than an order has shipments stop with the boxes limit, quickly', () => {
    // 10,000 units, one per box: before the limit this searched for minutes.
    const run = timed(() =>
      packShipment([item('cube', 10, PACKING_LIMITS.units)], [box('snug', 10), box('roomy', 10.5), box('loose', 11)]),
    );
    expectStoppedAt(run, 'boxes');
    expect(run.ms).toBeLessThan(3_000);
  });

  it('the quantity algorithm stops at the boxes limit too', () => {
    const run = timed(() =>
      packShipment([item('cube', 1, PACKING_LIMITS.units)], [{ ...box('bin', 10), maxItemsAllowed: 7 }], {
        algorithm: 'useBoxPackingAlgoQuantity',
      }),
    );
    expectStoppedAt(run, 'boxes');
    expect(run.ms).toBeLessThan(3_000);
  });

  it('a packing past its fill work stops with the work limit', () => {
    const items = Array.from({ length: 40 }, (_, i) => cube(2 + (i % 5), 10, i));
    const boxes = [boxType(0, 12), boxType(1, 15), boxType(2, 20)];
    const used = new WorkBudget(Infinity);
    cartonize(items, boxes, used);
    expect(used.used).toBeGreaterThan(1_000);
    expectStoppedAt(
      timed(() => cartonize(items, boxes, new WorkBudget(1_000))),
      'work',
    );
  });

  it('within the limits the budget changes nothing: the same boxes and placements as without one', () => {
    const items = [cube(3, 40, 0), cube(5, 12, 1), cube(7, 3, 2)];
    const boxes = [boxType(0, 12), boxType(1, 15), boxType(2, 20)];
    expect(cartonize(items, boxes)).toEqual(cartonize(items, boxes, new WorkBudget(Infinity)));
  });

  it('a whole order of 10,000 small units in one box packs well inside the limits', () => {
    const run = timed(() => packShipment([item('bead', 1, PACKING_LIMITS.units)], [box('drum', 30)]));
    expect(run.error).toBeUndefined();
    expect(run.ms).toBeLessThan(5_000);
  });
});
