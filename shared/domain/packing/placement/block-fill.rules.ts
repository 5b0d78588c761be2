import { cutBlock } from './maximal-spaces.rules';
import { orientationsOf } from './orientations.rules';
import type { Container, ItemType, Orientation, Placement, Space } from './placement.types';

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
}

export interface PreparedType {
  readonly item: ItemType;
  readonly orientations: readonly Orientation[];
  readonly volume: number;
  readonly minSide: number;
}

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

/** A partly filled container: the blocks so far and what they leave. */
export interface FillState {
  blocks: Block[];
  counts: number[];
  volume: number;
  load: number;
  items: number;
}

const EPS = 1e-9;

/** Fill `container` with the units in `counts` (one entry per type); stops when all are placed or nothing else fits. */
export function fillContainer(
  container: Container,
  types: readonly PreparedType[],
  counts: readonly number[],
  strategy: FillStrategy,
): FillResult {
  const state: FillState = { blocks: [], counts: counts.slice(), volume: 0, load: 0, items: 0 };
  continueFill(container, types, state, strategy);
  return { blocks: state.blocks, remaining: state.counts, volume: state.volume, load: state.load, items: state.items };
}

/** Free spaces left around the blocks already in `state`. */
function spacesAround(container: Container, blocks: readonly Block[], types: readonly PreparedType[], minSide: number): Space[] {
  let spaces: Space[] = [{ x0: 0, y0: 0, z0: 0, x1: container.dims[0], y1: container.dims[1], z1: container.dims[2] }];
  for (const b of blocks) spaces = cutBlock(spaces, blockCuboid(b), minSide);
  void types;
  return spaces;
}

export function blockCuboid(b: Block): Space {
  return { x0: b.x, y0: b.y, z0: b.z, x1: b.x + b.nx * b.o.dx, y1: b.y + b.ny * b.o.dy, z1: b.z + b.nz * b.o.dz };
}

/** Go on filling from `state` (which is changed in place). */
export function continueFill(container: Container, types: readonly PreparedType[], state: FillState, strategy: FillStrategy): void {
  const [L, W, H] = container.dims;
  const counts = state.counts;
  let minSide = smallestSideLeft(types, counts);
  if (minSide === Infinity) return;
  let spaces = spacesAround(container, state.blocks, types, minSide);
  const floor = strategy.anchor === 'floor';
  const byVolume = strategy.rank === 'volume';

  while (spaces.length > 0) {
    if (state.items >= container.maxItems) return;
    // The free space nearest a corner of the container; ties go to the larger space.
    let si = -1;
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let kv = 0;
    for (let i = 0; i < spaces.length; i++) {
      const s = spaces[i];
      const ax = Math.min(s.x0, L - s.x1);
      const ay = Math.min(s.y0, W - s.y1);
      const az = floor ? s.z0 : Math.min(s.z0, H - s.z1);
      // sorted (a, b, c) ascending
      let a = ax;
      let b = ay;
      let c = az;
      if (a > b) [a, b] = [b, a];
      if (b > c) [b, c] = [c, b];
      if (a > b) [a, b] = [b, a];
      const v = (s.x1 - s.x0) * (s.y1 - s.y0) * (s.z1 - s.z0);
      if (si < 0 || a < k0 || (a === k0 && (b < k1 || (b === k1 && (c < k2 || (c === k2 && v > kv)))))) {
        si = i;
        k0 = a;
        k1 = b;
        k2 = c;
        kv = v;
      }
    }
    const s = spaces[si];
    const sx = s.x1 - s.x0;
    const sy = s.y1 - s.y0;
    const sz = s.z1 - s.z0;
    const loadLeft = container.maxLoad - state.load;
    const itemsLeft = container.maxItems - state.items;

    // Best block for this space.
    let bestScore = -Infinity;
    let bestTie = Infinity;
    let bt = -1;
    let bo: Orientation | undefined;
    let bnx = 0;
    let bny = 0;
    let bnz = 0;
    for (let t = 0; t < types.length; t++) {
      const left = counts[t];
      if (left === 0) continue;
      const pt = types[t];
      const w = pt.item.weight;
      let q = Math.min(left, itemsLeft);
      if (w > 0) q = Math.min(q, Math.floor(loadLeft / w + EPS));
      if (q <= 0) continue;
      for (const o of pt.orientations) {
        if (o.dx > sx || o.dy > sy || o.dz > sz) continue;
        const fx = Math.floor(sx / o.dx);
        const fy = Math.floor(sy / o.dy);
        const fz = Math.floor(sz / o.dz);
        const full = fx * fy * fz;
        const variants = full <= q ? 1 : 6;
        for (let v = 0; v < variants; v++) {
          let nx: number;
          let ny: number;
          let nz: number;
          if (variants === 1) {
            nx = fx;
            ny = fy;
            nz = fz;
          } else {
            // fill one axis first, then the next, then the last (6 orders)
            const f = [fx, fy, fz];
            const ord = FILL_ORDERS[v];
            const n = [0, 0, 0];
            n[ord[0]] = Math.min(f[ord[0]], q);
            n[ord[1]] = Math.min(f[ord[1]], Math.floor(q / n[ord[0]]));
            n[ord[2]] = Math.min(f[ord[2]], Math.floor(q / (n[ord[0]] * n[ord[1]])));
            nx = n[0];
            ny = n[1];
            nz = n[2];
          }
          const bx = nx * o.dx;
          const by = ny * o.dy;
          const bz = nz * o.dz;
          const vol = bx * by * bz;
          const gx = sx - bx;
          const gy = sy - by;
          const gz = sz - bz;
          let score: number;
          let tie: number;
          if (byVolume) {
            score = vol;
            tie = Math.min(gx, gy, gz) * 1e-3 + gx + gy + gz;
          } else {
            // thinnest gap first, then the next gap, then the block's volume
            let a = gx;
            let b = gy;
            let c = gz;
            if (a > b) [a, b] = [b, a];
            if (b > c) [b, c] = [c, b];
            if (a > b) [a, b] = [b, a];
            score = -(a * 1e12 + b * 1e6 + c) / 1;
            tie = -vol;
          }
          if (score > bestScore || (score === bestScore && tie < bestTie)) {
            bestScore = score;
            bestTie = tie;
            bt = t;
            bo = o;
            bnx = nx;
            bny = ny;
            bnz = nz;
          }
        }
      }
    }
    if (bt < 0 || !bo) {
      spaces.splice(si, 1);
      continue;
    }
    const bx = bnx * bo.dx;
    const by = bny * bo.dy;
    const bz = bnz * bo.dz;
    // push the block into the space's corner nearest the container's corner
    const x = s.x0 <= L - s.x1 ? s.x0 : s.x1 - bx;
    const y = s.y0 <= W - s.y1 ? s.y0 : s.y1 - by;
    const z = floor || s.z0 <= H - s.z1 ? s.z0 : s.z1 - bz;
    const block: Block = { type: bt, o: bo, nx: bnx, ny: bny, nz: bnz, x, y, z };
    const n = bnx * bny * bnz;
    state.blocks.push(block);
    counts[bt] -= n;
    state.items += n;
    state.load += n * types[bt].item.weight;
    state.volume += bx * by * bz;
    if (counts[bt] === 0) {
      const m = smallestSideLeft(types, counts);
      if (m === Infinity) return;
      minSide = m;
    }
    spaces = cutBlock(spaces, blockCuboid(block), minSide);
  }
}

const FILL_ORDERS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

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
