import { isAllowedPerm } from './placement/orientations.rules';

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
