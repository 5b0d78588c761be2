import { unitsOf } from '#domain/packing/placement/block-fill.rules';
import type { BoxType } from '#domain/packing/placement/box-choice.rules';
import { cartonize, type Cartonization } from '#domain/packing/placement/cartonize.rules';
import { loadContainer } from '#domain/packing/placement/container-loading.rules';
import type { ItemType } from '#domain/packing/placement/placement.types';
import { packingViolations, type CheckedPacking } from '#test/support/packing-validity';
import type { BenchBox, BenchOrder, ExpectedOrder, ThpackProblem } from './datasets';

export type Mode = '3D' | '2D';

export interface OrderResult {
  id: string;
  units: number;
  boxes: number;
  expectedBoxes?: number;
  itemVolume: number;
  boxVolume: number;
  utilisation: number;
  weightVariance: number;
  ms: number;
  boxNames: string[];
  violations: string[];
}

/** BoxPacker's x = width, y = length, z = depth (up). */
export function benchBoxTypes(boxes: readonly BenchBox[]): BoxType[] {
  return boxes.map((b, i) => {
    const dims = [b.inner[0], b.inner[1], b.inner[2]] as const;
    const volume = dims[0] * dims[1] * dims[2];
    return {
      ref: i,
      dims,
      maxLoad: b.maxWeight - b.emptyWeight,
      maxItems: Infinity,
      rank: volume,
      volume,
      emptyWeight: b.emptyWeight,
    };
  });
}

export function benchItemTypes(order: BenchOrder, mode: Mode): ItemType[] {
  const upright: readonly [boolean, boolean, boolean] = mode === '3D' ? [true, true, true] : [false, false, true];
  return order.lines.map((l, i) => ({
    ref: i,
    dims: [l.width, l.length, l.depth],
    weight: l.weight,
    count: l.quantity,
    upright,
  }));
}

export function checkCartonization(
  items: readonly ItemType[],
  boxTypes: readonly BoxType[],
  c: Cartonization,
): string[] {
  const p: CheckedPacking = {
    items: items.map((i) => ({ dims: i.dims, weight: i.weight, quantity: i.count, upright: i.upright })),
    boxes: boxTypes,
    packed: c.boxes.map((b) => ({
      box: b.box,
      units: unitsOf(b.blocks).map((u) => ({ item: u.type, x: u.x, y: u.y, z: u.z, perm: u.perm })),
    })),
    unpacked: c.unpacked,
  };
  return packingViolations(p);
}

export function runOrder(
  order: BenchOrder,
  boxes: readonly BenchBox[],
  boxTypes: readonly BoxType[],
  mode: Mode,
  check: boolean,
  expected?: ExpectedOrder,
): OrderResult {
  const items = benchItemTypes(order, mode);
  const t0 = performance.now();
  const c = cartonize(items, boxTypes);
  const ms = performance.now() - t0;
  const itemVolume = items.reduce((s, i) => s + i.count * i.dims[0] * i.dims[1] * i.dims[2], 0);
  const boxVolume = c.boxes.reduce((s, b) => s + boxTypes[b.box].volume, 0);
  const weights = c.boxes.map((b) => b.load + boxTypes[b.box].emptyWeight);
  const mean = weights.reduce((s, w) => s + w, 0) / Math.max(1, weights.length);
  const weightVariance = weights.reduce((s, w) => s + (w - mean) ** 2, 0) / Math.max(1, weights.length);
  const violations = check ? checkCartonization(items, boxTypes, c) : [];
  if (c.unpacked.some((n) => n > 0)) violations.push('units left unpacked');
  return {
    id: order.id,
    units: items.reduce((s, i) => s + i.count, 0),
    boxes: c.boxes.length,
    expectedBoxes: expected ? (mode === '3D' ? expected.boxes3D : expected.boxes2D) : undefined,
    itemVolume,
    boxVolume,
    utilisation: boxVolume > 0 ? itemVolume / boxVolume : 0,
    weightVariance,
    ms,
    boxNames: c.boxes.map((b) => boxes[b.box].name),
    violations,
  };
}

export interface ProblemResult {
  name: string;
  utilisation: number;
  expectedUtilisation?: number;
  ms: number;
  violations: string[];
}

export function runThpackProblem(name: string, p: ThpackProblem, check: boolean, expected?: number): ProblemResult {
  const items: ItemType[] = p.types.map((t, i) => ({
    ref: i,
    dims: t.dims,
    weight: 0,
    count: t.quantity,
    upright: t.upright,
  }));
  const container = { dims: p.container, maxLoad: Infinity, maxItems: Infinity } as const;
  const t0 = performance.now();
  const r = loadContainer(container, items);
  const ms = performance.now() - t0;
  const violations = check
    ? packingViolations({
        items: items.map((i) => ({ dims: i.dims, weight: i.weight, quantity: i.count, upright: i.upright })),
        boxes: [container],
        packed: [
          { box: 0, units: unitsOf(r.blocks).map((u) => ({ item: u.type, x: u.x, y: u.y, z: u.z, perm: u.perm })) },
        ],
        partial: true,
      })
    : [];
  return {
    name,
    utilisation: r.volume / (p.container[0] * p.container[1] * p.container[2]),
    expectedUtilisation: expected,
    ms,
    violations,
  };
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
