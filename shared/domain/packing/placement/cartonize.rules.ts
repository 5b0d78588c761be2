import { prepareTypes, type Block, type FillStrategy, type PreparedType } from './block-fill.rules';
import { fillBest, fitsAlone, packAllInto, packAllWithLookahead, type BoxType } from './box-choice.rules';
import type { ItemType } from './placement.types';
import { PACKING_LIMITS, PackingTooLargeError, WorkBudget } from './work-budget.rules';

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

/** Strategies used when a box is filled as full as it gets while splitting (the cheaper half of the pack-all list). */
const SPLIT_STRATEGIES: readonly FillStrategy[] = [
  { anchor: 'floor', rank: 'volume' },
  { anchor: 'corner', rank: 'volume' },
];
/** The greedy split only gives an upper bound for the search over sets of boxes: one strategy does. */
const GREEDY_STRATEGIES: readonly FillStrategy[] = [{ anchor: 'floor', rank: 'volume' }];
/** Sets of box types tried when splitting, cheapest first, before settling for the greedy split. */
const SPLIT_ATTEMPTS = 6;
const MAX_ENUMERATED = 4000;
/** Unit moves tried when evening out the weights of the boxes. */
const BALANCE_ATTEMPTS = 8;

/**
 * Choose boxes and place every unit. Objective, in order: fewest boxes, then least total rank
 * (cost or volume), then weight spread evenly. One box is tried first, cheapest first; only when
 * no single box holds everything are the units split over several. Throws PackingTooLargeError
 * past PACKING_LIMITS (units, boxes, or the fill work in `budget`).
 */
export function cartonize(
  items: readonly ItemType[],
  boxTypes: readonly BoxType[],
  budget = new WorkBudget(),
): Cartonization {
  if (!(items.reduce((s, i) => s + i.count, 0) <= PACKING_LIMITS.units)) throw new PackingTooLargeError('units');
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

  const single =
    cheapestSingleBox(order, boxTypes, types, counts, budget) ??
    singleBoxWithLookahead(order, boxTypes, types, counts, budget);
  if (single) return { boxes: [single], unpacked };

  const { boxes: greedy, stuck } = splitGreedily(order, boxTypes, types, counts, unpacked, budget);
  if (stuck) return { boxes: greedy, unpacked };
  downsize(greedy, order, boxTypes, types, budget);
  const boxes = cheaperSplit(greedy, boxTypes, types, counts, budget);
  return { boxes: balanceWeights(boxes, boxTypes, types, budget), unpacked };
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
  budget: WorkBudget,
): PackedBox | undefined {
  for (const b of order) {
    const blocks = packAllInto(boxTypes[b], types, counts, undefined, budget);
    if (blocks) return packedBox(b, blocks, types);
  }
  return undefined;
}

/** The slower second try at one box, before splitting. */
function singleBoxWithLookahead(
  order: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  counts: readonly number[],
  budget: WorkBudget,
): PackedBox | undefined {
  for (const b of order) {
    const blocks = packAllWithLookahead(boxTypes[b], types, counts, budget);
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
  budget: WorkBudget,
): { boxes: PackedBox[]; stuck: boolean } {
  const boxes: PackedBox[] = [];
  let left = start.slice();
  while (left.some((n) => n > 0)) {
    if (boxes.length >= PACKING_LIMITS.boxes) throw new PackingTooLargeError('boxes');
    if (boxes.length > 0) {
      const last = cheapestSingleBox(order, boxTypes, types, left, budget);
      if (last) {
        boxes.push(last);
        break;
      }
    }
    let best: { b: number; blocks: Block[]; remaining: number[]; volume: number } | undefined;
    for (const b of order) {
      const box = boxTypes[b];
      if (!types.some((t, i) => left[i] > 0 && fitsAlone(box, t))) continue;
      const r = fillBest(box, types, left, GREEDY_STRATEGIES, budget);
      if (!best || r.volume > best.volume) best = { b, blocks: r.blocks, remaining: r.remaining, volume: r.volume };
    }
    if (!best || best.blocks.length === 0) {
      // Nothing more fits anywhere (cannot happen while each unit fits some box alone); report the rest.
      left.forEach((n, i) => (unpacked[i] += n));
      return { boxes, stuck: true };
    }
    boxes.push(packedBox(best.b, best.blocks, types));
    left = best.remaining;
  }
  return { boxes, stuck: false };
}

/** Each box's contents into the cheapest box that still holds them. */
function downsize(
  boxes: PackedBox[],
  order: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  budget: WorkBudget,
): void {
  for (let i = 0; i < boxes.length; i++) {
    const current = boxTypes[boxes[i].box];
    for (const b of order) {
      if (boxTypes[b].rank >= current.rank) break;
      const blocks = packAllInto(boxTypes[b], types, boxes[i].counts, undefined, budget);
      if (blocks) {
        boxes[i] = packedBox(b, blocks, types);
        break;
      }
    }
  }
}

/**
 * Try the sets of box types that would beat the greedy split — fewer boxes, or as many at a
 * lower total rank — fewest boxes and cheapest first, and keep the first the units go into.
 */
function cheaperSplit(
  current: PackedBox[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  counts: readonly number[],
  budget: WorkBudget,
): PackedBox[] {
  const k = current.length;
  const currentRank = current.reduce((s, b) => s + boxTypes[b.box].rank, 0);
  const totals = totalsOf(types, counts);
  const usable = boxTypes
    .map((_, i) => i)
    .filter((b) => types.some((t, i) => counts[i] > 0 && fitsAlone(boxTypes[b], t)));
  const most = (of: (b: BoxType) => number) => usable.reduce((m, b) => Math.max(m, of(boxTypes[b])), -Infinity);
  const [mostVolume, mostLoad, mostItems] = [most((b) => b.volume), most((b) => b.maxLoad), most((b) => b.maxItems)];
  let attempts = 0;
  for (let size = 2; size <= k; size++) {
    // No set this small can pass mayHoldTogether: skip enumerating it (the same test, bounded by the largest box).
    if (size * mostVolume < totals.volume || size * mostLoad + 1e-9 < totals.weight || size * mostItems < totals.units)
      continue;
    const found: Array<{ boxes: number[]; rank: number }> = [];
    const visited = multisets(usable, size, (boxes) => {
      const rank = boxes.reduce((s, b) => s + boxTypes[b].rank, 0);
      if (size === k && rank >= currentRank - 1e-9) return;
      if (!mayHoldTogether(boxes, boxTypes, types, counts, totals)) return;
      found.push({ boxes: boxes.slice(), rank });
    });
    // Each set costs about its size to build and test: part of the packing's work.
    budget.spend(visited * size);
    found.sort((a, b) => a.rank - b.rank);
    for (const set of found) {
      if (attempts++ >= SPLIT_ATTEMPTS) return current;
      const bySize = set.boxes
        .slice()
        .sort((a, b) => boxTypes[b].volume - boxTypes[a].volume || boxTypes[b].maxLoad - boxTypes[a].maxLoad);
      const packed =
        packIntoSet(bySize, boxTypes, types, counts, budget) ??
        (bySize[0] !== bySize[bySize.length - 1]
          ? packIntoSet(bySize.slice().reverse(), boxTypes, types, counts, budget)
          : undefined);
      if (packed) return packed;
    }
  }
  return current;
}

interface Totals {
  volume: number;
  weight: number;
  units: number;
}

function totalsOf(types: readonly PreparedType[], counts: readonly number[]): Totals {
  let volume = 0;
  let weight = 0;
  let units = 0;
  for (let t = 0; t < types.length; t++) {
    volume += counts[t] * types[t].volume;
    weight += counts[t] * types[t].item.weight;
    units += counts[t];
  }
  return { volume, weight, units };
}

/** Necessary conditions for a set of boxes to take all the units together. */
function mayHoldTogether(
  boxes: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  counts: readonly number[],
  totals: Totals,
): boolean {
  let volume = 0;
  let load = 0;
  let items = 0;
  for (const b of boxes) {
    volume += boxTypes[b].volume;
    load += boxTypes[b].maxLoad;
    items += boxTypes[b].maxItems;
  }
  if (volume < totals.volume || load + 1e-9 < totals.weight || items < totals.units) return false;
  for (let t = 0; t < types.length; t++)
    if (counts[t] > 0 && !boxes.some((b) => fitsAlone(boxTypes[b], types[t]))) return false;
  return true;
}

/** Calls `visit` with every multiset of `size` elements of `from` (as non-decreasing index runs), at most MAX_ENUMERATED; returns how many. */
function multisets(from: readonly number[], size: number, visit: (set: number[]) => void): number {
  const set: number[] = [];
  let visited = 0;
  const rec = (start: number) => {
    if (visited >= MAX_ENUMERATED) return;
    if (set.length === size) {
      visited++;
      visit(set);
      return;
    }
    for (let i = start; i < from.length; i++) {
      set.push(from[i]);
      rec(i);
      set.pop();
    }
  };
  rec(0);
  return visited;
}

/** Fill the boxes in the order given, each as full as it gets; the last one must take all that is left. */
function packIntoSet(
  bySize: readonly number[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  counts: readonly number[],
  budget: WorkBudget,
): PackedBox[] | undefined {
  const out: PackedBox[] = [];
  let left = counts.slice();
  for (let i = 0; i < bySize.length - 1; i++) {
    // Units no later box of the set can take go in first.
    const later = bySize.slice(i + 1).map((b) => boxTypes[b]);
    const first = types.map((t, j) => left[j] > 0 && !later.some((b) => fitsAlone(b, t)));
    const strategies = first.some(Boolean) ? SPLIT_STRATEGIES.map((s) => ({ ...s, first })) : SPLIT_STRATEGIES;
    const r = fillBest(boxTypes[bySize[i]], types, left, strategies, budget);
    if (r.blocks.length === 0) return undefined;
    out.push(packedBox(bySize[i], r.blocks, types));
    left = r.remaining;
    // Everything already in: a smaller set would do and has been (or will be) tried on its own.
    if (left.every((n) => n === 0)) return undefined;
    if (!mayHoldTogether(bySize.slice(i + 1), boxTypes, types, left, totalsOf(types, left))) return undefined;
  }
  const last = bySize[bySize.length - 1];
  const blocks = packAllInto(boxTypes[last], types, left, undefined, budget);
  if (!blocks) return undefined;
  out.push(packedBox(last, blocks, types));
  return out;
}

/**
 * Third aim: weight spread evenly. Move single units from the heaviest box to a lighter one
 * while that narrows the gap (a unit lighter than the gap always lowers the variance) and both
 * boxes stay packable; the boxes themselves do not change, so the first two aims hold.
 */
function balanceWeights(
  start: PackedBox[],
  boxTypes: readonly BoxType[],
  types: readonly PreparedType[],
  budget: WorkBudget,
): PackedBox[] {
  if (start.length < 2) return start;
  const boxes = start.slice();
  const gross = (b: PackedBox) => b.load + boxTypes[b.box].emptyWeight;
  let attempts = 0;
  while (attempts < BALANCE_ATTEMPTS) {
    let h = 0;
    for (let i = 1; i < boxes.length; i++) if (gross(boxes[i]) > gross(boxes[h])) h = i;
    const receivers = boxes
      .map((_, i) => i)
      .filter((i) => i !== h)
      .sort((a, b) => gross(boxes[a]) - gross(boxes[b]) || a - b);
    let moved = false;
    for (const l of receivers) {
      const gap = gross(boxes[h]) - gross(boxes[l]);
      const candidates = boxes[h].counts
        .map((n, t) => ({ t, n, w: types[t].item.weight }))
        .filter((c) => c.n > 0 && c.w > 1e-9 && c.w < gap - 1e-9)
        .sort((a, b) => Math.abs(a.w - gap / 2) - Math.abs(b.w - gap / 2) || a.t - b.t);
      for (const c of candidates) {
        if (attempts++ >= BALANCE_ATTEMPTS) break;
        const toCounts = boxes[l].counts.slice();
        toCounts[c.t]++;
        const into = packAllInto(boxTypes[boxes[l].box], types, toCounts, SPLIT_STRATEGIES, budget);
        if (!into) continue;
        boxes[l] = packedBox(boxes[l].box, into, types);
        boxes[h] = packedBox(boxes[h].box, withoutOneUnit(boxes[h].blocks, c.t), types);
        moved = true;
        break;
      }
      if (moved || attempts >= BALANCE_ATTEMPTS) break;
    }
    if (!moved) break;
  }
  return boxes;
}

/** The same packing less one unit of type `t` (taking a unit out never makes a packing invalid). */
function withoutOneUnit(blocks: readonly Block[], t: number): Block[] {
  const i = blocks.map((b) => b.type).lastIndexOf(t);
  const b = blocks[i];
  const rest = blocks.filter((_, j) => j !== i);
  const singles: Block[] = [];
  for (let z = 0; z < b.nz; z++)
    for (let y = 0; y < b.ny; y++)
      for (let x = 0; x < b.nx; x++)
        singles.push({
          type: t,
          o: b.o,
          nx: 1,
          ny: 1,
          nz: 1,
          x: b.x + x * b.o.dx,
          y: b.y + y * b.o.dy,
          z: b.z + z * b.o.dz,
        });
  singles.pop(); // the top unit of the block's last column goes
  return [...rest, ...singles];
}
