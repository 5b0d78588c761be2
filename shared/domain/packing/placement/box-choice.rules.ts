import {
  fillContainer,
  fillWithLookahead,
  type Block,
  type FillResult,
  type FillStrategy,
  type PreparedType,
} from './block-fill.rules';
import type { Container } from './placement.types';
import type { WorkBudget } from './work-budget.rules';

/** A box the merchant offers, reduced to what the engine needs. */
export interface BoxType extends Container {
  /** Index of the caller's box. */
  readonly ref: number;
  /** What the objective minimises after the number of boxes: the box's cost when every box has one, else its volume. */
  readonly rank: number;
  readonly volume: number;
  readonly emptyWeight: number;
}

/** The strategies tried, in turn, when everything must go into one box. */
export const PACK_ALL_STRATEGIES: readonly FillStrategy[] = [
  { anchor: 'floor', rank: 'volume' },
  { anchor: 'corner', rank: 'volume' },
  { anchor: 'floor', rank: 'fit' },
  { anchor: 'corner', rank: 'fit' },
];

/** Cheap necessary conditions for `counts` to fit in `box`: volume, weight, units, and each item alone. */
export function mayHoldAll(box: BoxType, types: readonly PreparedType[], counts: readonly number[]): boolean {
  let volume = 0;
  let weight = 0;
  let units = 0;
  for (let t = 0; t < types.length; t++) {
    const n = counts[t];
    if (n === 0) continue;
    if (!fitsAlone(box, types[t])) return false;
    volume += n * types[t].volume;
    weight += n * types[t].item.weight;
    units += n;
  }
  return volume <= box.volume && weight <= box.maxLoad + 1e-9 && units <= box.maxItems && stacksFit(box, types, counts);
}

/**
 * Stacking bound: units that, however they are turned to fit, are more than half the box along
 * two axes overlap one another in the plane of those axes, so they must lie one after another
 * along the third axis; their smallest extents along it must add up to no more than the box.
 * (Sheets kept flat in a box barely wider than a sheet must be stacked, for example.)
 */
function stacksFit(box: BoxType, types: readonly PreparedType[], counts: readonly number[]): boolean {
  const d = box.dims;
  for (let a = 0; a < 3; a++) {
    const b = (a + 1) % 3;
    const c = (a + 2) % 3;
    let stack = 0;
    for (let t = 0; t < types.length; t++) {
      if (counts[t] === 0) continue;
      let big = true;
      let least = Infinity;
      for (const o of types[t].orientations) {
        const e = [o.dx, o.dy, o.dz];
        if (e[0] > d[0] || e[1] > d[1] || e[2] > d[2]) continue;
        if (2 * e[b] <= d[b] || 2 * e[c] <= d[c]) {
          big = false;
          break;
        }
        if (e[a] < least) least = e[a];
      }
      if (big && least !== Infinity) stack += counts[t] * least;
    }
    if (stack > d[a]) return false;
  }
  return true;
}

/** Whether one unit of the type fits the empty box in some allowed turn. */
export function fitsAlone(box: BoxType, type: PreparedType): boolean {
  if (type.item.weight > box.maxLoad + 1e-9 || box.maxItems < 1) return false;
  const [L, W, H] = box.dims;
  return type.orientations.some((o) => o.dx <= L && o.dy <= W && o.dz <= H);
}

/**
 * Fills are memoised per call of the engine (keyed by its prepared types, box, strategy and
 * counts): the single-box tries, the split and the weight balancing ask for the same fills.
 */
interface MemoEntry {
  readonly strategy: FillStrategy;
  readonly counts: readonly number[];
  readonly result: FillResult;
}
const memo = new WeakMap<readonly PreparedType[], Map<BoxType, Map<number, MemoEntry[]>>>();

export function memoFill(
  box: BoxType,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategy: FillStrategy,
  budget?: WorkBudget,
): FillResult {
  let byBox = memo.get(types);
  if (!byBox) memo.set(types, (byBox = new Map()));
  let byHash = byBox.get(box);
  if (!byHash) byBox.set(box, (byHash = new Map()));
  let h = strategy.anchor === 'floor' ? 1 : 2;
  h = h * 3 + (strategy.rank === 'volume' ? 1 : 2);
  for (let i = 0; i < counts.length; i++) h = (Math.imul(h, 31) + counts[i] + (strategy.first?.[i] ? 7919 : 0)) | 0;
  let entries = byHash.get(h);
  if (!entries) byHash.set(h, (entries = []));
  for (const e of entries) {
    if (
      e.strategy.anchor === strategy.anchor &&
      e.strategy.rank === strategy.rank &&
      sameFirst(e.strategy.first, strategy.first) &&
      sameCounts(e.counts, counts)
    )
      return e.result;
  }
  const result = fillContainer(box, types, counts, strategy, budget);
  entries.push({ strategy, counts: counts.slice(), result });
  return result;
}

function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameFirst(a: readonly boolean[] | undefined, b: readonly boolean[] | undefined): boolean {
  if (!a || !b) return !a === !b;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A first fill leaving more than this share of the volume out is taken as hopeless: other strategies are not tried. */
const HOPELESS_GAP = 0.5;

/** Every unit of `counts` in `box`, or undefined when no strategy manages it. */
export function packAllInto(
  box: BoxType,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategies: readonly FillStrategy[] = PACK_ALL_STRATEGIES,
  budget?: WorkBudget,
): Block[] | undefined {
  if (!mayHoldAll(box, types, counts)) return undefined;
  let total = 0;
  for (let t = 0; t < types.length; t++) total += counts[t] * types[t].volume;
  for (const s of strategies) {
    const r = memoFill(box, types, counts, s, budget);
    if (r.items > 0 && r.remaining.every((n) => n === 0)) return r.blocks;
    if (r.volume < (1 - HOPELESS_GAP) * total) return undefined;
  }
  return undefined;
}

/** The fullest packing of `box` from `counts` over the strategies (most volume, then most weight). */
export function fillBest(
  box: BoxType,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategies: readonly FillStrategy[] = PACK_ALL_STRATEGIES,
  budget?: WorkBudget,
): FillResult {
  let best: FillResult | undefined;
  for (const s of strategies) {
    const r = memoFill(box, types, counts, s, budget);
    if (!best || r.volume > best.volume || (r.volume === best.volume && r.load > best.load)) best = r;
    if (r.remaining.every((n) => n === 0)) break;
  }
  return best as FillResult;
}

/** Look-ahead width of the slower second try when no plain strategy packs everything. */
export const LOOKAHEAD_WIDTH = 4;
const LOOKAHEAD_GAP = 0.15;
/** Blocks the look-ahead's trial completions may place in all, so big orders stay fast. */
const LOOKAHEAD_BUDGET = 2_000;

/**
 * Every unit of `counts` in `box` by the look-ahead fill, tried after the plain strategies
 * failed; only when the best plain fill came close (left at most LOOKAHEAD_GAP of the volume).
 */
export function packAllWithLookahead(
  box: BoxType,
  types: readonly PreparedType[],
  counts: readonly number[],
  budget?: WorkBudget,
): Block[] | undefined {
  if (!mayHoldAll(box, types, counts)) return undefined;
  let total = 0;
  for (let t = 0; t < types.length; t++) total += counts[t] * types[t].volume;
  // the plain fills were made (and memoised) by packAllInto just before, unless the first was hopeless
  if (memoFill(box, types, counts, PACK_ALL_STRATEGIES[0], budget).volume < (1 - HOPELESS_GAP) * total)
    return undefined;
  const plain = Math.max(...PACK_ALL_STRATEGIES.map((s) => memoFill(box, types, counts, s, budget).volume));
  if (plain < (1 - LOOKAHEAD_GAP) * total) return undefined;
  for (const s of LOOKAHEAD_STRATEGIES) {
    const r = fillWithLookahead(box, types, counts, s, LOOKAHEAD_WIDTH, LOOKAHEAD_BUDGET, Infinity, budget);
    if (r.remaining.every((n) => n === 0)) return r.blocks;
  }
  return undefined;
}

const LOOKAHEAD_STRATEGIES: readonly FillStrategy[] = [{ anchor: 'floor', rank: 'volume' }];
