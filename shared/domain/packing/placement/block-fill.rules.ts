import { cutBlock } from './maximal-spaces.rules';
import { orientationsOf } from './orientations.rules';
import type { Container, ItemType, Orientation, Placement, Space } from './placement.types';
import type { WorkBudget } from './work-budget.rules';

/**
 * Greedy block building over maximal free spaces (after Parreño et al. 2008 and Fanslau &
 * Bortfeldt 2010): take the free space nearest a corner, put in it the best block of identical
 * units turned the same way, cut the block out of the free spaces, repeat until nothing fits.
 */
export interface FillStrategy {
  /** 'corner': the space nearest any of the 8 corners, the block pushed into that corner; 'floor': the same over the 4 floor corners only, so blocks rest low. */
  readonly anchor: 'corner' | 'floor';
  /** 'volume': the block of most volume; 'fit': the block leaving the thinnest gaps in its space. */
  readonly rank: 'volume' | 'fit';
  /** Types placed before all others wherever they fit (units only this box can take). */
  readonly first?: readonly boolean[];
}

export interface PreparedType {
  readonly item: ItemType;
  readonly orientations: readonly Orientation[];
  readonly volume: number;
  readonly minSide: number;
}

/** nx × ny × nz units of one type, turned the same way, lowest corner at (x, y, z). */
export interface Block {
  readonly type: number;
  readonly o: Orientation;
  readonly nx: number;
  readonly ny: number;
  readonly nz: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface FillResult {
  readonly blocks: Block[];
  /** Units of each type left unpacked. */
  readonly remaining: number[];
  readonly volume: number;
  readonly load: number;
  readonly items: number;
}

export function prepareTypes(items: readonly ItemType[]): PreparedType[] {
  return items.map((item) => ({
    item,
    orientations: orientationsOf(item),
    volume: item.dims[0] * item.dims[1] * item.dims[2],
    minSide: Math.min(item.dims[0], item.dims[1], item.dims[2]),
  }));
}

/** A partly filled container. Spaces are never changed in place, so copying the list copies the state. */
interface FillState {
  blocks: Block[];
  counts: number[];
  spaces: Space[];
  minSide: number;
  volume: number;
  load: number;
  items: number;
  /** Units still to place. */
  left: number;
  /** Type indices, largest unit first, so the volume bound in rankBlocks skips more types early (shared, never changed). */
  readonly order: readonly number[];
}

const EPS = 1e-9;

function initialState(container: Container, types: readonly PreparedType[], counts: readonly number[]): FillState {
  const minSide = smallestSideLeft(types, counts);
  return {
    blocks: [],
    counts: counts.slice(),
    spaces:
      minSide === Infinity
        ? []
        : [{ x0: 0, y0: 0, z0: 0, x1: container.dims[0], y1: container.dims[1], z1: container.dims[2] }],
    minSide,
    volume: 0,
    load: 0,
    items: 0,
    left: counts.reduce((s, n) => s + n, 0),
    order: types.map((_, i) => i).sort((a, b) => types[b].volume - types[a].volume || a - b),
  };
}

function copyState(s: FillState): FillState {
  return { ...s, blocks: s.blocks.slice(), counts: s.counts.slice(), spaces: s.spaces.slice() };
}

function resultOf(s: FillState): FillResult {
  return { blocks: s.blocks, remaining: s.counts, volume: s.volume, load: s.load, items: s.items };
}

/** Fill `container` with the units in `counts` (one entry per type); stops when all are placed or nothing else fits. */
export function fillContainer(
  container: Container,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategy: FillStrategy,
  budget?: WorkBudget,
): FillResult {
  const state = initialState(container, types, counts);
  continueFill(container, types, state, strategy, Infinity, budget);
  return resultOf(state);
}

/**
 * The same greedy with a look-ahead (a pilot method): at each step the `width` best blocks are
 * each completed greedily and the one whose completion loads most is kept. Much slower; used
 * only where the plain greedy falls short. Returns the best completion met on the way. The
 * completions may place at most `budget` blocks in all (a deterministic work limit); after that
 * the fill goes on plainly. With a finite `horizon` each completion stops after that many blocks
 * and is judged by the volume loaded so far (cheaper, about as good for container loading).
 */
export function fillWithLookahead(
  container: Container,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategy: FillStrategy,
  width: number,
  budget: number,
  horizon = Infinity,
  work?: WorkBudget,
): FillResult {
  const state = initialState(container, types, counts);
  let spent = 0;
  let best: FillState | undefined;
  const ranking = new Ranking(width);
  while (state.spaces.length > 0 && state.left > 0 && state.items < container.maxItems) {
    work?.spend(types.length + state.spaces.length);
    const si = selectSpace(state.spaces, container, strategy.anchor === 'floor');
    rankBlocks(container, types, state, state.spaces[si], strategy, ranking);
    if (ranking.n === 0) {
      state.spaces.splice(si, 1);
      continue;
    }
    let pick = ranking.slots[0];
    if (ranking.n > 1 && spent < budget) {
      let pickVolume = -1;
      for (let i = 0; i < ranking.n; i++) {
        const c = ranking.slots[i];
        const trial = copyState(state);
        placeBlock(container, types, trial, state.spaces[si], c, strategy.anchor === 'floor');
        spent += continueFill(container, types, trial, strategy, horizon, work);
        if (!best || trial.volume > best.volume) best = trial;
        if (trial.left === 0) return resultOf(trial);
        if (trial.volume > pickVolume) {
          pickVolume = trial.volume;
          pick = c;
        }
      }
    }
    placeBlock(container, types, state, state.spaces[si], pick, strategy.anchor === 'floor');
  }
  return resultOf(!best || state.volume >= best.volume ? state : best);
}

/** Go on filling from `state` (which is changed in place), at most `depth` blocks; returns the number of blocks placed. */
function continueFill(
  container: Container,
  types: readonly PreparedType[],
  state: FillState,
  strategy: FillStrategy,
  depth = Infinity,
  budget?: WorkBudget,
): number {
  const floor = strategy.anchor === 'floor';
  const ranking = GREEDY_RANKING;
  let placed = 0;
  while (placed < depth && state.spaces.length > 0 && state.left > 0 && state.items < container.maxItems) {
    budget?.spend(types.length + state.spaces.length);
    const si = selectSpace(state.spaces, container, floor);
    rankBlocks(container, types, state, state.spaces[si], strategy, ranking);
    if (ranking.n === 0) {
      state.spaces.splice(si, 1);
      continue;
    }
    placeBlock(container, types, state, state.spaces[si], ranking.slots[0], floor);
    placed++;
  }
  return placed;
}

/** The free space nearest a corner of the container (distances sorted, compared in turn); ties go to the larger space. */
function selectSpace(spaces: readonly Space[], container: Container, floor: boolean): number {
  const [L, W, H] = container.dims;
  let si = -1;
  let k0 = 0;
  let k1 = 0;
  let k2 = 0;
  let kv = 0;
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i];
    let a = Math.min(s.x0, L - s.x1);
    let b = Math.min(s.y0, W - s.y1);
    let c = floor ? s.z0 : Math.min(s.z0, H - s.z1);
    if (a > b) [a, b] = [b, a];
    if (b > c) [b, c] = [c, b];
    if (a > b) [a, b] = [b, a];
    if (si >= 0 && (a > k0 || (a === k0 && (b > k1 || (b === k1 && c > k2))))) continue;
    const v = (s.x1 - s.x0) * (s.y1 - s.y0) * (s.z1 - s.z0);
    if (si < 0 || a < k0 || b < k1 || c < k2 || v > kv) {
      si = i;
      k0 = a;
      k1 = b;
      k2 = c;
      kv = v;
    }
  }
  return si;
}

interface Candidate {
  type: number;
  o: Orientation;
  nx: number;
  ny: number;
  nz: number;
  score: number;
  tie: number;
}

/** Larger than any score, so a priority type's block beats every other. */
const PRIORITY_BONUS = 1e40;

/** The `k` best candidates found so far, best first, in reused slots (the fill loop allocates nothing per step). */
class Ranking {
  readonly slots: Candidate[];
  n = 0;
  constructor(readonly k: number) {
    this.slots = [];
    for (let i = 0; i < k; i++) this.slots.push({ type: 0, o: NO_ORIENTATION, nx: 0, ny: 0, nz: 0, score: 0, tie: 0 });
  }

  /** Whether a candidate with this score could enter the ranking. */
  admits(score: number): boolean {
    return this.n < this.k || score >= this.slots[this.k - 1].score;
  }

  insert(type: number, o: Orientation, nx: number, ny: number, nz: number, score: number, tie: number): void {
    const slots = this.slots;
    let pos = this.n;
    while (pos > 0 && (score > slots[pos - 1].score || (score === slots[pos - 1].score && tie < slots[pos - 1].tie)))
      pos--;
    if (pos >= this.k) return;
    for (let i = 0; i < this.n; i++) {
      const c = slots[i];
      if (c.type === type && c.o === o && c.nx === nx && c.ny === ny && c.nz === nz) return;
    }
    // the slot falling off the end is reused for the newcomer
    const last = Math.min(this.n, this.k - 1);
    const spare = slots[last];
    for (let i = last; i > pos; i--) slots[i] = slots[i - 1];
    spare.type = type;
    spare.o = o;
    spare.nx = nx;
    spare.ny = ny;
    spare.nz = nz;
    spare.score = score;
    spare.tie = tie;
    slots[pos] = spare;
    if (this.n < this.k) this.n++;
  }
}

const NO_ORIENTATION: Orientation = { dx: 0, dy: 0, dz: 0, perm: [0, 1, 2] };
/** continueFill never runs inside itself, so one ranking serves every plain fill. */
const GREEDY_RANKING = new Ranking(1);

/** The best blocks for space `s` into `out`, best first. */
function rankBlocks(
  container: Container,
  types: readonly PreparedType[],
  state: FillState,
  s: Space,
  strategy: FillStrategy,
  out: Ranking,
): void {
  out.n = 0;
  const byVolume = strategy.rank === 'volume';
  const first = strategy.first;
  const sx = s.x1 - s.x0;
  const sy = s.y1 - s.y0;
  const sz = s.z1 - s.z0;
  const loadLeft = container.maxLoad - state.load;
  const itemsLeft = container.maxItems - state.items;
  const spaceVolume = sx * sy * sz;
  const byBulk = state.order;
  for (let i = 0; i < byBulk.length; i++) {
    const t = byBulk[i];
    const left = state.counts[t];
    if (left === 0) continue;
    const pt = types[t];
    const w = pt.item.weight;
    let q = left < itemsLeft ? left : itemsLeft;
    if (w > 0) q = Math.min(q, Math.floor(loadLeft / w + EPS));
    if (q <= 0) continue;
    const bonus = first?.[t] ? PRIORITY_BONUS : 0;
    // By volume no block of this type can beat the k-th best so far: skip it.
    if (byVolume && !out.admits(Math.min(q * pt.volume, spaceVolume) + bonus)) continue;
    for (const o of pt.orientations) {
      if (o.dx > sx || o.dy > sy || o.dz > sz) continue;
      const fx = Math.floor(sx / o.dx);
      const fy = Math.floor(sy / o.dy);
      const fz = Math.floor(sz / o.dz);
      const full = fx * fy * fz;
      // With a single unit (or room for all) the six fill orders give the same block.
      const variants = full <= q || q === 1 ? 1 : 6;
      for (let v = 0; v < variants; v++) {
        let nx: number;
        let ny: number;
        let nz: number;
        // Not enough units to fill the space: fill one axis first, then the next, then the last (six orders).
        switch (variants === 1 ? (q === 1 && full > 1 ? -2 : -1) : v) {
          case -2:
            nx = 1;
            ny = 1;
            nz = 1;
            break;
          case -1:
            nx = fx;
            ny = fy;
            nz = fz;
            break;
          case 0:
            nx = Math.min(fx, q);
            ny = Math.min(fy, Math.floor(q / nx));
            nz = Math.min(fz, Math.floor(q / (nx * ny)));
            break;
          case 1:
            nx = Math.min(fx, q);
            nz = Math.min(fz, Math.floor(q / nx));
            ny = Math.min(fy, Math.floor(q / (nx * nz)));
            break;
          case 2:
            ny = Math.min(fy, q);
            nx = Math.min(fx, Math.floor(q / ny));
            nz = Math.min(fz, Math.floor(q / (nx * ny)));
            break;
          case 3:
            ny = Math.min(fy, q);
            nz = Math.min(fz, Math.floor(q / ny));
            nx = Math.min(fx, Math.floor(q / (ny * nz)));
            break;
          case 4:
            nz = Math.min(fz, q);
            nx = Math.min(fx, Math.floor(q / nz));
            ny = Math.min(fy, Math.floor(q / (nx * nz)));
            break;
          default:
            nz = Math.min(fz, q);
            ny = Math.min(fy, Math.floor(q / nz));
            nx = Math.min(fx, Math.floor(q / (ny * nz)));
        }
        const bx = nx * o.dx;
        const by = ny * o.dy;
        const bz = nz * o.dz;
        const gx = sx - bx;
        const gy = sy - by;
        const gz = sz - bz;
        let score: number;
        if (byVolume) {
          score = bx * by * bz + bonus;
        } else {
          // thinnest gap first, then the next gap (the block's volume breaks ties)
          let a = gx;
          let b = gy;
          let c = gz;
          if (a > b) [a, b] = [b, a];
          if (b > c) [b, c] = [c, b];
          if (a > b) [a, b] = [b, a];
          score = bonus - (a * 1e12 + b * 1e6 + c);
        }
        if (!out.admits(score)) continue;
        const tie = byVolume ? Math.min(gx, gy, gz) * 1e-3 + gx + gy + gz : -(bx * by * bz);
        out.insert(t, o, nx, ny, nz, score, tie);
      }
    }
  }
}

/** Put the block in the corner of `s` nearest the container's corner and cut it out of the free spaces. */
function placeBlock(
  container: Container,
  types: readonly PreparedType[],
  state: FillState,
  s: Space,
  c: Candidate,
  floor: boolean,
): void {
  const [L, W, H] = container.dims;
  const bx = c.nx * c.o.dx;
  const by = c.ny * c.o.dy;
  const bz = c.nz * c.o.dz;
  const x = s.x0 <= L - s.x1 ? s.x0 : s.x1 - bx;
  const y = s.y0 <= W - s.y1 ? s.y0 : s.y1 - by;
  // 'floor' spaces are always entered from below; with 'corner' a space nearer the lid is filled from the top
  const z = floor || s.z0 <= H - s.z1 ? s.z0 : s.z1 - bz;
  const block: Block = { type: c.type, o: c.o, nx: c.nx, ny: c.ny, nz: c.nz, x, y, z };
  const count = c.nx * c.ny * c.nz;
  state.blocks.push(block);
  state.counts[c.type] -= count;
  state.left -= count;
  state.items += count;
  state.load += count * types[c.type].item.weight;
  state.volume += bx * by * bz;
  if (state.counts[c.type] === 0) state.minSide = smallestSideLeft(types, state.counts);
  state.spaces = state.minSide === Infinity ? [] : cutBlock(state.spaces, blockCuboid(block), state.minSide);
}

export function blockCuboid(b: Block): Space {
  return { x0: b.x, y0: b.y, z0: b.z, x1: b.x + b.nx * b.o.dx, y1: b.y + b.ny * b.o.dy, z1: b.z + b.nz * b.o.dz };
}

function smallestSideLeft(types: readonly PreparedType[], counts: readonly number[]): number {
  let m = Infinity;
  for (let t = 0; t < types.length; t++) if (counts[t] > 0 && types[t].minSide < m) m = types[t].minSide;
  return m;
}

/** Every unit of the blocks, one placement each. */
export function unitsOf(blocks: readonly Block[]): Placement[] {
  const out: Placement[] = [];
  for (const b of blocks) {
    for (let k = 0; k < b.nz; k++)
      for (let j = 0; j < b.ny; j++)
        for (let i = 0; i < b.nx; i++)
          out.push({
            type: b.type,
            x: b.x + i * b.o.dx,
            y: b.y + j * b.o.dy,
            z: b.z + k * b.o.dz,
            dx: b.o.dx,
            dy: b.o.dy,
            dz: b.o.dz,
            perm: b.o.perm,
          });
  }
  return out;
}
