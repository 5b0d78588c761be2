import { prepareTypes, type Block, type PreparedType } from './block-fill.rules';
import { fillBest, fitsAlone, packAllInto, type BoxType } from './box-choice.rules';
import type { ItemType } from './placement.types';

export interface PackedBox {
  /** Index into the box types given. */
  readonly box: number;
  readonly blocks: Block[];
  /** Units of each item type in this box. */
  readonly counts: number[];
  readonly volume: number;
  readonly load: number;
  readonly items: number;
}

export interface Cartonization {
  readonly boxes: PackedBox[];
  /** Units of each item type that fit no box at all. */
  readonly unpacked: number[];
}

/**
 * Choose boxes and place every unit. Objective, in order: fewest boxes, then least total rank
 * (cost or volume), then weight spread evenly. One box is tried first, cheapest first; only when
 * no single box holds everything are the units split over several.
 */
export function cartonize(items: readonly ItemType[], boxTypes: readonly BoxType[]): Cartonization {
  const types = prepareTypes(items);
  const counts = items.map((i) => i.count);
  const unpacked = items.map(() => 0);
  for (let t = 0; t < types.length; t++) {
    if (counts[t] > 0 && !boxTypes.some((b) => fitsAlone(b, types[t]))) {
      unpacked[t] = counts[t];
      counts[t] = 0;
    }
  }
  const order = boxTypes
    .map((_, i) => i)
    .sort((a, b) => boxTypes[a].rank - boxTypes[b].rank || boxTypes[a].volume - boxTypes[b].volume || a - b);
  if (counts.every((n) => n === 0)) return { boxes: [], unpacked };

  const single = cheapestSingleBox(order, boxTypes, types, counts);
  if (single) return { boxes: [single], unpacked };

  const boxes = splitGreedily(order, boxTypes, types, counts, unpacked);
  downsize(boxes, order, boxTypes, types);
  return { boxes, unpacked };
}

function packedBox(box: number, blocks: Block[], types: readonly PreparedType[]): PackedBox {
  const counts = types.map(() => 0);
  let volume = 0;
  let load = 0;
  let items = 0;
  for (const b of blocks) {
    const n = b.nx * b.ny * b.nz;
    counts[b.type] += n;
    items += n;
    load += n * types[b.type].item.weight;
    volume += n * types[b.type].volume;
  }
  return { box, blocks, counts, volume, load, items };
}

function cheapestSingleBox(
  order: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  counts: readonly number[],
): PackedBox | undefined {
  for (const b of order) {
    const blocks = packAllInto(boxTypes[b], types, counts);
    if (blocks) return packedBox(b, blocks, types);
  }
  return undefined;
}

/** Box after box: finish with the cheapest box that takes all that is left, else fill the box that takes the most. */
function splitGreedily(
  order: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  start: readonly number[],
  unpacked: number[],
): PackedBox[] {
  const boxes: PackedBox[] = [];
  let left = start.slice();
  while (left.some((n) => n > 0)) {
    if (boxes.length > 0) {
      const last = cheapestSingleBox(order, boxTypes, types, left);
      if (last) {
        boxes.push(last);
        break;
      }
    }
    let best: { b: number; blocks: Block[]; remaining: number[]; volume: number } | undefined;
    for (const b of order) {
      const box = boxTypes[b];
      if (!types.some((t, i) => left[i] > 0 && fitsAlone(box, t))) continue;
      const r = fillBest(box, types, left);
      if (!best || r.volume > best.volume) best = { b, blocks: r.blocks, remaining: r.remaining, volume: r.volume };
    }
    if (!best || best.blocks.length === 0) {
      // Nothing more fits anywhere (cannot happen while each unit fits some box alone); report the rest.
      left.forEach((n, i) => (unpacked[i] += n));
      break;
    }
    boxes.push(packedBox(best.b, best.blocks, types));
    left = best.remaining;
  }
  return boxes;
}

/** Each box's contents into the cheapest box that still holds them. */
function downsize(boxes: PackedBox[], order: readonly number[], boxTypes: readonly BoxType[], types: readonly PreparedType[]): void {
  for (let i = 0; i < boxes.length; i++) {
    const current = boxTypes[boxes[i].box];
    for (const b of order) {
      if (boxTypes[b].rank >= current.rank) break;
      const blocks = packAllInto(boxTypes[b], types, boxes[i].counts);
      if (blocks) {
        boxes[i] = packedBox(b, blocks, types);
        break;
      }
    }
  }
}
