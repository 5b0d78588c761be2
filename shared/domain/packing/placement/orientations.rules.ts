import type { ItemType, Orientation } from './placement.types';

const PERMUTATIONS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
];

/**
 * Every distinct way the item may be turned: the dim along z must be one the item allows to
 * point up; turning about the vertical axis is always allowed. Equal sides give one entry only.
 */
export function orientationsOf(item: Pick<ItemType, 'dims' | 'upright'>): Orientation[] {
  const result: Orientation[] = [];
  for (const perm of PERMUTATIONS) {
    if (!item.upright[perm[2]]) continue;
    const dx = item.dims[perm[0]];
    const dy = item.dims[perm[1]];
    const dz = item.dims[perm[2]];
    if (result.some((o) => o.dx === dx && o.dy === dy && o.dz === dz)) continue;
    result.push({ dx, dy, dz, perm });
  }
  return result;
}

/** True when `perm` is a turn the item allows (used by the validity checker). */
export function isAllowedPerm(item: Pick<ItemType, 'upright'>, perm: readonly number[]): boolean {
  if (perm.length !== 3 || new Set(perm).size !== 3 || perm.some((p) => p < 0 || p > 2)) return false;
  return item.upright[perm[2]];
}
