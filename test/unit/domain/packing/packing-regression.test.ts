import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readBoxes, readExpected, readOrders, readThpack } from '#test/bench/packing/datasets';
import { benchBoxTypes, runOrder, runThpackProblem, type Mode } from '#test/bench/packing/run-sets';

/**
 * Regression over the whole benchmark order set (test/fixtures/boxpacker, BoxPacker's test data,
 * MIT): every packing is checked for validity, and the box totals are pinned at or below what the
 * engine reached, so quality cannot silently drop. Not timed.
 */
const PINNED = {
  '3D': { boxes: 4546, worse: 0 },
  '2D': { boxes: 5815, worse: 0 },
} as const;
const REFERENCE_BOXES = { '3D': 4557, '2D': 5832 } as const;

const dir = DEFAULT_DATA_DIR;
if (!existsSync(join(dir, 'items.csv'))) throw new Error(`benchmark data missing: ${dir}`);
const boxes = readBoxes(join(dir, 'boxes.csv'));
const boxTypes = benchBoxTypes(boxes);
const orders = readOrders(join(dir, 'items.csv'));
const expected = readExpected(join(dir, 'expected.csv'));

describe('issue 5 packing regression: the whole order set', () => {
  it.each(['3D', '2D'] as Mode[])(
    'issue 5: %s — every order valid, box total at or below the pinned figure and below the reference',
    (mode) => {
      const results = orders.map((o) => runOrder(o, boxes, boxTypes, mode, true, expected.get(o.id)));
      const invalid = results.filter((r) => r.violations.length > 0);
      expect(invalid.map((r) => `${r.id}: ${r.violations.slice(0, 3).join('; ')}`)).toEqual([]);
      const total = results.reduce((s, r) => s + r.boxes, 0);
      const worse = results.filter((r) => r.boxes > (r.expectedBoxes ?? Infinity)).length;
      expect(orders.length).toBe(4288);
      expect(total).toBeLessThanOrEqual(PINNED[mode].boxes);
      expect(total).toBeLessThan(REFERENCE_BOXES[mode]);
      expect(worse).toBeLessThanOrEqual(PINNED[mode].worse);
    },
    120_000,
  );

  it('issue 5: container loading (BR1, first 20 problems) is valid and loads over 85 % on average', () => {
    const problems = readThpack(join(dir, 'thpack1.txt')).slice(0, 20);
    const results = problems.map((p, i) => runThpackProblem(`BR1-${i + 1}`, p, true));
    expect(results.flatMap((r) => r.violations)).toEqual([]);
    expect(results.reduce((s, r) => s + r.utilisation, 0) / results.length).toBeGreaterThan(0.85);
  });
});
