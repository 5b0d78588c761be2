import { toPoundsExact } from '#domain/units/units.rules';
import { LENGTH_SCALE, itemSides, usableSides } from '#domain/packing/pack-order.rules';
import {
  BOX_FLAG_BY_ALGORITHM,
  packingBoxSchema,
  packingItemSchema,
  type PackingBoxInput,
  type PackingItemInput,
  type PackingResult,
} from '#domain/packing/packing.schema';
import { isAllowedPerm } from '#domain/packing/placement/orientations.rules';

/**
 * The validity checker: given what had to be packed and what the engine answered, list every
 * broken rule (empty when the packing is valid). Units are whatever the caller used; `tolerance`
 * absorbs rounding of decimal measurements.
 */
export interface CheckedItem {
  /** The item's own length, width, height. */
  readonly dims: readonly [number, number, number];
  readonly weight: number;
  readonly quantity: number;
  /** Which own dims may point up (all for free turning; only the height for items kept flat). */
  readonly upright: readonly [boolean, boolean, boolean];
}

export interface CheckedBox {
  /** Usable inside length, width, height (after internal dimensions and liner). */
  readonly dims: readonly [number, number, number];
  /** Weight the contents may add; Infinity when unlimited. */
  readonly maxLoad: number;
  readonly maxItems: number;
}

export interface CheckedUnit {
  readonly item: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** perm[a] = which of the item's own dims lies along axis a (x, y, z). */
  readonly perm: readonly number[];
}

export interface CheckedPacking {
  readonly items: readonly CheckedItem[];
  readonly boxes: readonly CheckedBox[];
  readonly packed: ReadonlyArray<{ readonly box: number; readonly units: readonly CheckedUnit[] }>;
  /** Units of each item reported as fitting no box; every other unit must be placed. */
  readonly unpacked?: readonly number[];
  /** When true (container loading) units may be left out; otherwise every unit must be placed. */
  readonly partial?: boolean;
}

export function packingViolations(p: CheckedPacking, tolerance = 1e-6): string[] {
  const problems: string[] = [];
  const placed = p.items.map(() => 0);
  p.packed.forEach((pb, bi) => {
    const box = p.boxes[pb.box];
    if (!box) {
      problems.push(`box ${bi}: unknown box type ${pb.box}`);
      return;
    }
    let load = 0;
    const cuboids: Array<[number, number, number, number, number, number, number]> = [];
    pb.units.forEach((u, ui) => {
      const item = p.items[u.item];
      if (!item) {
        problems.push(`box ${bi} unit ${ui}: unknown item ${u.item}`);
        return;
      }
      placed[u.item]++;
      load += item.weight;
      if (!isAllowedPerm(item, u.perm)) {
        problems.push(`box ${bi} unit ${ui}: orientation ${u.perm.join('')} not allowed for item ${u.item}`);
        return;
      }
      const dx = item.dims[u.perm[0]];
      const dy = item.dims[u.perm[1]];
      const dz = item.dims[u.perm[2]];
      if (
        u.x < -tolerance ||
        u.y < -tolerance ||
        u.z < -tolerance ||
        u.x + dx > box.dims[0] + tolerance ||
        u.y + dy > box.dims[1] + tolerance ||
        u.z + dz > box.dims[2] + tolerance
      ) {
        problems.push(`box ${bi} unit ${ui}: item ${u.item} sticks out of the box`);
      }
      cuboids.push([u.x, u.y, u.z, u.x + dx, u.y + dy, u.z + dz, ui]);
    });
    if (load > box.maxLoad + tolerance) problems.push(`box ${bi}: contents weigh ${load}, more than ${box.maxLoad}`);
    if (pb.units.length > box.maxItems) problems.push(`box ${bi}: ${pb.units.length} units, more than ${box.maxItems}`);
    // Sweep along x: only cuboids whose x ranges meet can overlap.
    cuboids.sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < cuboids.length; i++) {
      const a = cuboids[i];
      for (let j = i + 1; j < cuboids.length && cuboids[j][0] < a[3] - tolerance; j++) {
        const b = cuboids[j];
        if (a[1] < b[4] - tolerance && b[1] < a[4] - tolerance && a[2] < b[5] - tolerance && b[2] < a[5] - tolerance) {
          problems.push(`box ${bi}: units ${a[6]} and ${b[6]} overlap`);
        }
      }
    }
  });
  p.items.forEach((item, i) => {
    const accounted = placed[i] + (p.unpacked?.[i] ?? 0);
    if (p.partial ? accounted > item.quantity : accounted !== item.quantity) {
      problems.push(`item ${i}: ${accounted} units accounted for, ${item.quantity} given`);
    }
  });
  return problems;
}

/**
 * The checker applied to packShipment's answer: re-reads the items and boxes the same way the
 * packer does (usable inside after internal dimensions and liner, units of the answer).
 */
export function shipmentPackingViolations(
  itemsInput: readonly PackingItemInput[],
  boxesInput: readonly PackingBoxInput[],
  result: PackingResult,
): string[] {
  const items = itemsInput.map((i) => packingItemSchema.parse(i));
  const boxes = boxesInput.map((b) => packingBoxSchema.parse(b));
  const spatial = result.algorithm === 'useBoxPackingAlgo';
  const problems: string[] = [];
  const checkedItems: CheckedItem[] = items.map((item) => {
    const sides = itemSides(item, result.lengthUnit);
    const dims = (sides ?? [0, 0, 0]).map((s) => s / LENGTH_SCALE) as [number, number, number];
    const weight =
      toPoundsExact(item.dimensions.weight.value, item.dimensions.weight.units) / toPoundsExact(1, result.weightUnit);
    return {
      dims,
      weight,
      quantity: Math.max(0, Math.floor(item.quantity)),
      upright: item.keepFlat ? [false, false, true] : [true, true, true],
    };
  });
  const checkedBoxes: CheckedBox[] = boxes.map((box) => {
    const sides = usableSides(box, result.lengthUnit) ?? [0, 0, 0];
    const perUnit = toPoundsExact(1, box.weight.units) / toPoundsExact(1, result.weightUnit);
    const max =
      box.weight.maxWeightAllowed && box.weight.maxWeightAllowed > 0 ? box.weight.maxWeightAllowed * perUnit : Infinity;
    return {
      dims: spatial ? (sides.map((s) => s / LENGTH_SCALE) as [number, number, number]) : [Infinity, Infinity, Infinity],
      maxLoad: max - box.weight.value * perUnit,
      maxItems: box.maxItemsAllowed && box.maxItemsAllowed > 0 ? Math.floor(box.maxItemsAllowed) : Infinity,
    };
  });
  const flag = BOX_FLAG_BY_ALGORITHM[result.algorithm];
  result.boxes.forEach((b, i) => {
    if (!boxes[b.box]?.[flag]) problems.push(`box ${i}: box ${b.box} is not flagged ${flag}`);
  });
  const unpacked = items.map(() => 0);
  for (const u of result.unpacked) unpacked[u.item] += u.quantity;
  const packed = result.boxes.map((b) => ({
    box: b.box,
    units: b.items.map((it, k) => {
      if (!spatial) return { item: it.item, x: k, y: 0, z: 0, perm: [0, 1, 2] };
      const perm = it.orientation ? [...it.orientation].map((c) => 'LWH'.indexOf(c)) : [];
      return { item: it.item, x: it.position?.x ?? NaN, y: it.position?.y ?? NaN, z: it.position?.z ?? NaN, perm };
    }),
  }));
  // Without geometry each unit gets its own slot along x so only counts and weights are tested.
  const geometryFree = spatial
    ? checkedItems
    : checkedItems.map((i) => ({ ...i, dims: [1, 1, 1] as [number, number, number] }));
  return [...problems, ...packingViolations({ items: geometryFree, boxes: checkedBoxes, packed, unpacked }, 1e-4)];
}
