import { describe, expect, it } from 'vitest';
import { packShipment, packingAlgorithmOf } from '#domain/packing/pack-order.rules';
import type {
  PackingBoxInput,
  PackingItemInput,
  PackingOptionsInput,
  PackingResult,
} from '#domain/packing/packing.schema';
import { shipmentPackingViolations } from '#test/support/packing-validity';

type Sides = [number, number, number];

function box(name: string, [length, width, height]: Sides, extra: Partial<PackingBoxInput> = {}): PackingBoxInput {
  return {
    name,
    id: name,
    dimensions: { length, width, height, units: 'in' },
    useInBoxPackingAlgo: true,
    weight: { value: 0, units: 'lb' },
    ...extra,
  };
}

function item(
  sku: string,
  [length, width, height]: Sides,
  pounds: number,
  quantity: number,
  keepFlat = false,
): PackingItemInput {
  return {
    sku,
    quantity,
    keepFlat,
    dimensions: { length, width, height, units: 'in', weight: { value: pounds, units: 'lb' } },
  };
}

/** Packs and runs the validity checker on the answer, so every case also proves the packing valid. */
function pack(items: PackingItemInput[], boxes: PackingBoxInput[], options: PackingOptionsInput = {}): PackingResult {
  const result = packShipment(items, boxes, options);
  expect(shipmentPackingViolations(items, boxes, result)).toEqual([]);
  return result;
}

const names = (r: PackingResult) => r.boxes.map((b) => b.name);

describe('issue 5 / orders §3 Box: packShipment chooses boxes and places every unit', () => {
  it('orders §3 useInBoxPackingAlgo: a single item goes alone into the smallest box that holds it, at the corner', () => {
    const r = pack([item('mug', [4, 3, 2], 1, 1)], [box('large', [10, 10, 10]), box('small', [5, 5, 5])]);
    expect(names(r)).toEqual(['small']);
    expect(r.boxes[0].items).toEqual([
      {
        item: 0,
        sku: 'mug',
        position: { x: 0, y: 0, z: 0 },
        size: expect.any(Object),
        orientation: expect.any(String),
      },
    ]);
    expect(r.unpacked).toEqual([]);
    expect(r.totalVolume).toBe(125);
  });

  it('issue 5: an item that may turn freely is stood on end when that is the only way it fits', () => {
    const r = pack([item('pole', [10, 2, 2], 1, 1)], [box('tube', [3, 3, 11])]);
    expect(r.boxes[0].items[0].size).toEqual({ length: 2, width: 2, height: 10 });
    expect(r.boxes[0].items[0].orientation?.[2]).toBe('L');
  });

  it.each([
    { rule: 'an item that may turn is laid down to fit the low box', keepFlat: false, box: 'low', height: 2 },
    { rule: 'an item kept flat keeps its height up and needs the tall box', keepFlat: true, box: 'tall', height: 6 },
  ])('issue 5 flat constraint: $rule', ({ keepFlat, box: expected, height }) => {
    const r = pack([item('tray', [8, 2, 6], 1, 1, keepFlat)], [box('low', [9, 9, 3]), box('tall', [9, 9, 7])]);
    expect(names(r)).toEqual([expected]);
    expect(r.boxes[0].items[0].size?.height).toBe(height);
    if (keepFlat) expect(['LWH', 'WLH']).toContain(r.boxes[0].items[0].orientation);
  });

  it.each([
    {
      rule: 'flat books lie two to a layer, 12 in six layers: the 13th needs the big box',
      keepFlat: true,
      expected: 'big',
    },
    { rule: 'books that may turn stand on edge, 16 to the box: 13 fit', keepFlat: false, expected: 'box' },
  ])('issue 5 flat constraint: $rule', ({ keepFlat, expected }) => {
    const r = pack([item('book', [6, 4, 1], 1, 13, keepFlat)], [box('box', [8, 8, 6]), box('big', [20, 20, 20])]);
    expect(names(r)).toEqual([expected]);
    if (keepFlat) expect(r.boxes[0].items.every((i) => i.size?.height === 1)).toBe(true);
  });

  it.each([
    { sheets: 3, boxes: 1 },
    { sheets: 4, boxes: 2 },
  ])(
    'issue 5 flat constraint: sheets wider than half the box can only be stacked — $sheets sheets 1 in thick in a 3 in high box need $boxes box(es)',
    ({ sheets, boxes }) => {
      const r = pack([item('sheet', [6, 6, 1], 0.1, sheets, true)], [box('tray', [10, 10, 3])]);
      expect(r.boxes.length).toBe(boxes);
    },
  );

  it.each([
    {
      rule: 'hasLiner with a 1in liner leaves 8 in inside a 10 in box, so a 9 in item needs the plain box',
      liner: '1in',
      expected: 'plain',
      usable: 12,
    },
    { rule: 'a liner of thickness N/A takes no space', liner: 'N/A', expected: 'lined', usable: 10 },
  ] as const)('orders §3 Box liner thickness: $rule', ({ liner, expected, usable }) => {
    const boxes = [
      box('lined', [10, 10, 10], { hasLiner: true, liner: { thickness: liner } }),
      box('plain', [12, 12, 12]),
    ];
    const r = pack([item('cake', [9, 9, 1], 1, 1)], boxes);
    expect(names(r)).toEqual([expected]);
    expect(r.boxes[0].usableDimensions.length).toBe(usable);
  });

  it('orders §3 Box liner thickness: an item no lined box can take is reported, not squeezed in', () => {
    const r = pack(
      [item('cake', [9, 9, 1], 1, 1)],
      [box('lined', [10, 10, 10], { hasLiner: true, liner: { thickness: '1in' } })],
    );
    expect(r.boxes).toEqual([]);
    expect(r.unpacked).toEqual([{ item: 0, sku: 'cake', quantity: 1, reason: 'fitsNoBox' }]);
  });

  it.each([
    { rule: 'useInternalDimensions on: the 6 in inside is used and the 7 in item does not fit', use: true, packed: 0 },
    { rule: 'useInternalDimensions off: the outer 10 in dimensions are used', use: false, packed: 1 },
  ])('orders §3 Box internalDimensions: $rule', ({ use, packed }) => {
    const b = box('box', [10, 10, 10], {
      useInternalDimensions: use,
      internalDimensions: { length: 6, width: 6, height: 6, units: 'in' },
    });
    const r = pack([item('rod', [7, 1, 1], 1, 1)], [b]);
    expect(r.boxes.length).toBe(packed);
  });

  it('orders §3 Box weight.maxWeightAllowed: gross weight (box + contents) stays within it, and the weight is spread evenly', () => {
    // 1 lb box, 10 lb limit: 9 lb of contents, so 3 units of 3 lb per box at most; 4 units need 2 boxes, 2 + 2 beats 3 + 1.
    const b = box('box', [20, 20, 20], { weight: { value: 1, units: 'lb', maxWeightAllowed: 10 } });
    const r = pack([item('jar', [2, 2, 2], 3, 4)], [b]);
    expect(r.boxes.map((x) => x.grossWeight)).toEqual([7, 7]);
  });

  it('orders §3 Box weight.maxWeightAllowed: limits in another unit are converted (5 kg box limit, items in lb)', () => {
    const b = box('box', [20, 20, 20], { weight: { value: 0, units: 'kg', maxWeightAllowed: 5 } });
    const r = pack([item('jar', [2, 2, 2], 4, 3)], [b]); // 5 kg = 11.023 lb: two 4 lb units per box
    expect(r.boxes.map((x) => x.itemCount).sort()).toEqual([1, 2]);
  });

  it('orders §3 Box maxItemsAllowed: no box holds more units than allowed', () => {
    const r = pack([item('sock', [1, 1, 1], 0.1, 5)], [box('box', [10, 10, 10], { maxItemsAllowed: 2 })]);
    expect(r.boxes.map((x) => x.itemCount).sort()).toEqual([1, 2, 2]);
  });

  it('issue 5 multi-box split: units beyond the largest box go into a second box, the smallest that takes the rest', () => {
    // 10 cubes of 5 in: the 10 in box takes 8, the 5×5×10 box the other 2.
    const r = pack([item('cube', [5, 5, 5], 1, 10)], [box('big', [10, 10, 10]), box('small', [5, 5, 10])]);
    expect(names(r).sort()).toEqual(['big', 'small']);
    expect(r.totalVolume).toBe(1250);
  });

  it('issue 5 multi-box split: mixed items, each unit placed exactly once', () => {
    const items = [item('a', [6, 4, 3], 2, 7), item('b', [3, 3, 3], 1, 9, true), item('c', [8, 2, 2], 0.5, 4)];
    const r = pack(items, [box('m', [8, 8, 6]), box('s', [6, 6, 4])]);
    expect(r.boxes.length).toBeGreaterThan(1);
    expect(r.boxes.reduce((s, b) => s + b.itemCount, 0)).toBe(20);
  });

  describe('issue 5 objective, in order: fewest boxes, then least volume (or cost when costs are set), then even weight', () => {
    it('fewest boxes first: one 1,100 in³ box beats two 500 in³ boxes', () => {
      const r = pack([item('cube', [5, 5, 5], 1, 8)], [box('half', [10, 10, 5]), box('big', [10, 10, 11])]);
      expect(names(r)).toEqual(['big']);
    });

    it('then least total volume: two small boxes rather than a big and a small one', () => {
      // 8 cubes of 5 in; each box holds 4 (the 8 in high one has room for one layer): 500 + 500 in³ beats 500 + 800.
      const r = pack([item('cube', [5, 5, 5], 1, 8)], [box('pair', [10, 10, 5]), box('big', [10, 10, 8])]);
      expect(names(r)).toEqual(['pair', 'pair']);
    });

    it.each([
      { rule: 'every box has a cost: the cheaper, larger box', costs: [1, 3], expected: 'cheapBig' },
      { rule: 'a box has no cost: volume decides', costs: [1, 0], expected: 'dearSmall' },
    ])('orders §3 Box cost — $rule', ({ costs, expected }) => {
      const boxes = [
        box('cheapBig', [10, 10, 10], { cost: costs[0] }),
        box('dearSmall', [5, 5, 5], { cost: costs[1] }),
      ];
      const r = pack([item('toy', [4, 4, 4], 1, 1)], boxes);
      expect(names(r)).toEqual([expected]);
      expect(r.totalCost).toBe(expected === 'cheapBig' ? costs[0] : costs[1]);
    });

    it('then weight spread evenly across boxes of the same choice', () => {
      // 2 boxes are needed (8 units, 6 per box at most by count); 4 + 4 units of equal weight.
      const r = pack([item('tin', [2, 2, 2], 1, 8)], [box('box', [6, 6, 6], { maxItemsAllowed: 6 })]);
      expect(r.boxes.map((b) => b.itemsWeight)).toEqual([4, 4]);
    });
  });

  it('orders §3 useInBoxPackingAlgo: boxes not flagged for the algorithm are not used', () => {
    const r = pack(
      [item('mug', [4, 3, 2], 1, 1)],
      [box('off', [5, 5, 5], { useInBoxPackingAlgo: false }), box('on', [10, 10, 10])],
    );
    expect(names(r)).toEqual(['on']);
    const none = pack([item('mug', [4, 3, 2], 1, 2)], [box('off', [5, 5, 5], { useInBoxPackingAlgo: false })]);
    expect(none.unpacked).toEqual([{ item: 0, sku: 'mug', quantity: 2, reason: 'noBoxes' }]);
  });

  it('issue 5: an item no box can take is reported and the rest is still packed at least volume', () => {
    const r = pack(
      [item('piano', [50, 50, 50], 300, 1), item('cube', [5, 5, 5], 1, 8)],
      [box('pair', [10, 10, 5]), box('big', [10, 10, 8])],
    );
    expect(r.unpacked).toEqual([{ item: 0, sku: 'piano', quantity: 1, reason: 'fitsNoBox' }]);
    expect(names(r)).toEqual(['pair', 'pair']);
  });

  it('issue 5: an item without dimensions cannot be placed and is reported', () => {
    const r = pack(
      [
        { sku: 'gift card', quantity: 1, dimensions: { units: 'in', weight: { value: 0.1, units: 'lb' } } },
        item('mug', [4, 3, 2], 1, 1),
      ],
      [box('box', [5, 5, 5])],
    );
    expect(r.unpacked).toEqual([{ item: 0, sku: 'gift card', quantity: 1, reason: 'missingDimensions' }]);
    expect(r.boxes[0].items.map((i) => i.sku)).toEqual(['mug']);
  });

  it('issue 5: measurements in other units are converted (cm items, inch boxes; answer in cm)', () => {
    const r = pack(
      [item('a', [20, 20, 20], 1, 1)].map((i) => ({ ...i, dimensions: { ...i.dimensions!, units: 'cm' as const } })),
      [box('s', [7, 7, 7]), box('m', [8, 8, 8])],
      { lengthUnit: 'cm' },
    );
    // 20 cm = 7.874 in: too big for the 7 in box.
    expect(names(r)).toEqual(['m']);
    expect(r.boxes[0].items[0].size).toEqual({ length: 20, width: 20, height: 20 });
  });

  it.each([
    {
      rule: 'useBoxPackingAlgoQuantity: only useInBoxPackingAlgoQty boxes, filled up to maxItemsAllowed',
      algorithm: 'useBoxPackingAlgoQuantity' as const,
      boxes: [
        box('three', [1, 1, 1], { useInBoxPackingAlgoQty: true, maxItemsAllowed: 3 }),
        box('five', [2, 2, 2], { useInBoxPackingAlgoQty: true, maxItemsAllowed: 5 }),
        box('dims', [99, 99, 99]),
      ],
      expected: ['five', 'three'],
    },
    {
      rule: 'useBoxPackingAlgoWeight: only useInBoxPackingAlgoWeight boxes, filled up to maxWeightAllowed',
      algorithm: 'useBoxPackingAlgoWeight' as const,
      boxes: [
        box('light', [1, 1, 1], {
          useInBoxPackingAlgoWeight: true,
          weight: { value: 0, units: 'lb', maxWeightAllowed: 6 },
        }),
        box('heavy', [2, 2, 2], {
          useInBoxPackingAlgoWeight: true,
          weight: { value: 0, units: 'lb', maxWeightAllowed: 10 },
        }),
      ],
      expected: ['heavy', 'light'],
    },
    {
      rule: 'useBoxPackingAlgoQuantity: a box without dimensions still counts',
      algorithm: 'useBoxPackingAlgoQuantity' as const,
      boxes: [box('bag', [0, 0, 0], { useInBoxPackingAlgoQty: true, maxItemsAllowed: 4 })],
      expected: ['bag', 'bag'],
    },
  ])('orders §3 $rule (no positions: sizes are not needed)', ({ algorithm, boxes, expected }) => {
    // 7 units of 2 lb, 30 in long: geometry is ignored by these two algorithms.
    const r = pack([item('bar', [30, 30, 30], 2, 7)], boxes, { algorithm });
    expect(names(r).sort()).toEqual(expected.sort());
    expect(r.boxes.every((b) => b.items.every((i) => i.position === undefined))).toBe(true);
    expect(r.boxes.reduce((s, b) => s + b.itemCount, 0)).toBe(7);
  });
});

describe('orders §3 Order: useBoxPackingAlgo (plus Quantity and Weight variants)', () => {
  it.each([
    { order: { useBoxPackingAlgo: true, useBoxPackingAlgoQuantity: false }, expected: 'useBoxPackingAlgo' },
    { order: { useBoxPackingAlgoQuantity: true }, expected: 'useBoxPackingAlgoQuantity' },
    { order: { useBoxPackingAlgo: false, useBoxPackingAlgoWeight: true }, expected: 'useBoxPackingAlgoWeight' },
    { order: { useBoxPackingAlgo: false }, expected: undefined },
  ])('the order $order packs with $expected', ({ order, expected }) => {
    expect(packingAlgorithmOf(order)).toBe(expected);
  });
});

describe('issue 5 placements rest on something', () => {
  it('issue 5: every unit of a packing stands on the floor or on a unit below it', () => {
    const items = [
      item('a', [6, 4, 3], 2, 7),
      item('b', [3, 3, 3], 1, 9, true),
      item('c', [8, 2, 2], 0.5, 4),
      item('d', [5, 5, 1], 0.2, 6, true),
    ];
    const r = pack(items, [box('m', [8, 8, 6]), box('s', [6, 6, 4]), box('l', [12, 10, 9])]);
    for (const b of r.boxes) {
      for (const u of b.items) {
        const p = u.position!;
        const s = u.size!;
        const resting =
          p.z === 0 ||
          b.items.some((v) => {
            const q = v.position!;
            const t = v.size!;
            return (
              Math.abs(q.z + t.height - p.z) < 1e-9 &&
              q.x < p.x + s.length &&
              p.x < q.x + t.length &&
              q.y < p.y + s.width &&
              p.y < q.y + t.width
            );
          });
        expect(resting, `${u.sku} at ${JSON.stringify(p)} in ${b.name}`).toBe(true);
      }
    }
  });
});
