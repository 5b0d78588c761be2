import { describe, expect, it } from 'vitest';
import { packingViolations, type CheckedPacking } from '#test/support/packing-validity';

/** Two 2×2×2 units (one free, one kept flat 4×2×1) in a 4×4×4 box holding 10 lb and 3 units. */
function valid(): CheckedPacking {
  return {
    items: [
      { dims: [2, 2, 2], weight: 3, quantity: 2, upright: [true, true, true] },
      { dims: [4, 2, 1], weight: 1, quantity: 1, upright: [false, false, true] },
    ],
    boxes: [{ dims: [4, 4, 4], maxLoad: 10, maxItems: 3 }],
    packed: [
      {
        box: 0,
        units: [
          { item: 0, x: 0, y: 0, z: 0, perm: [0, 1, 2] },
          { item: 0, x: 2, y: 0, z: 0, perm: [0, 1, 2] },
          { item: 1, x: 0, y: 2, z: 0, perm: [0, 1, 2] },
        ],
      },
    ],
  };
}

function withUnit(index: number, change: Partial<CheckedPacking['packed'][number]['units'][number]>): CheckedPacking {
  const p = valid();
  const units = p.packed[0].units.map((u, i) => (i === index ? { ...u, ...change } : u));
  return { ...p, packed: [{ box: 0, units }] };
}

describe('issue 5 validity checker', () => {
  it('issue 5: a valid packing has no violations', () => {
    expect(packingViolations(valid())).toEqual([]);
  });

  it.each([
    {
      rule: 'every unit placed',
      packing: { ...valid(), packed: [{ box: 0, units: valid().packed[0].units.slice(0, 2) }] },
      message: /item 1: 0 units accounted for, 1 given/,
    },
    {
      rule: 'no unit placed twice',
      packing: { ...valid(), items: [{ ...valid().items[0], quantity: 1 }, valid().items[1]] },
      message: /item 0: 2 units accounted for, 1 given/,
    },
    { rule: 'every item inside its box', packing: withUnit(1, { x: 3 }), message: /sticks out of the box/ },
    { rule: 'no two items overlapping', packing: withUnit(1, { x: 1 }), message: /units 0 and 1 overlap/ },
    {
      rule: 'orientation allowed: a flat item keeps its height axis up',
      packing: withUnit(2, { perm: [0, 2, 1] }),
      message: /orientation 021 not allowed for item 1/,
    },
    {
      rule: 'orientation is a turn of the item',
      packing: withUnit(2, { perm: [0, 0, 2] }),
      message: /orientation 002 not allowed/,
    },
    {
      rule: 'weight limit kept',
      packing: { ...valid(), boxes: [{ dims: [4, 4, 4], maxLoad: 6.5, maxItems: 3 }] },
      message: /contents weigh 7, more than 6.5/,
    },
    {
      rule: 'item-count limit kept',
      packing: { ...valid(), boxes: [{ dims: [4, 4, 4], maxLoad: 10, maxItems: 2 }] },
      message: /3 units, more than 2/,
    },
    { rule: 'box must exist', packing: { ...valid(), packed: [{ box: 1, units: [] }] }, message: /unknown box type 1/ },
  ] as Array<{ rule: string; packing: CheckedPacking; message: RegExp }>)(
    'issue 5 checker finds a broken rule: $rule',
    ({ packing, message }) => {
      const problems = packingViolations(packing);
      expect(
        problems.some((p) => message.test(p)),
        problems.join('\n'),
      ).toBe(true);
    },
  );

  it('issue 5: units reported as fitting no box are accounted for; container loading may leave units out', () => {
    const p = { ...valid(), packed: [{ box: 0, units: valid().packed[0].units.slice(0, 2) }] };
    expect(packingViolations({ ...p, unpacked: [0, 1] })).toEqual([]);
    expect(packingViolations({ ...p, partial: true })).toEqual([]);
  });
});
