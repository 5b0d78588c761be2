import type { Space } from './placement.types';

/**
 * Free space kept as the list of maximal empty cuboids (they may overlap): a new block is cut
 * out of every space it touches, each cut leaves up to six slabs, and a slab inside another
 * free space is dropped. Slabs thinner than `minSide` (the smallest side of anything left to
 * pack) can never hold an item and are dropped at once.
 */
export function cutBlock(spaces: readonly Space[], b: Space, minSide: number): Space[] {
  const kept: Space[] = [];
  const fresh: Space[] = [];
  for (const s of spaces) {
    if (b.x0 >= s.x1 || b.x1 <= s.x0 || b.y0 >= s.y1 || b.y1 <= s.y0 || b.z0 >= s.z1 || b.z1 <= s.z0) {
      kept.push(s);
      continue;
    }
    if (b.x0 - s.x0 >= minSide) fresh.push({ x0: s.x0, y0: s.y0, z0: s.z0, x1: b.x0, y1: s.y1, z1: s.z1 });
    if (s.x1 - b.x1 >= minSide) fresh.push({ x0: b.x1, y0: s.y0, z0: s.z0, x1: s.x1, y1: s.y1, z1: s.z1 });
    if (b.y0 - s.y0 >= minSide) fresh.push({ x0: s.x0, y0: s.y0, z0: s.z0, x1: s.x1, y1: b.y0, z1: s.z1 });
    if (s.y1 - b.y1 >= minSide) fresh.push({ x0: s.x0, y0: b.y1, z0: s.z0, x1: s.x1, y1: s.y1, z1: s.z1 });
    if (b.z0 - s.z0 >= minSide) fresh.push({ x0: s.x0, y0: s.y0, z0: s.z0, x1: s.x1, y1: s.y1, z1: b.z0 });
    if (s.z1 - b.z1 >= minSide) fresh.push({ x0: s.x0, y0: s.y0, z0: b.z1, x1: s.x1, y1: s.y1, z1: s.z1 });
  }
  // Untouched spaces were maximal before and stay so; only the new slabs need the containment test.
  for (let i = 0; i < fresh.length; i++) {
    const f = fresh[i];
    let inside = false;
    for (let j = 0; j < kept.length && !inside; j++) inside = contains(kept[j], f);
    for (let j = 0; j < fresh.length && !inside; j++) {
      if (j === i) continue;
      const g = fresh[j];
      // Of two equal slabs keep the first one only.
      if (contains(g, f) && (j < i || !contains(f, g))) inside = true;
    }
    if (!inside) kept.push(f);
  }
  return kept;
}

export function contains(outer: Space, inner: Space): boolean {
  return (
    outer.x0 <= inner.x0 &&
    outer.y0 <= inner.y0 &&
    outer.z0 <= inner.z0 &&
    outer.x1 >= inner.x1 &&
    outer.y1 >= inner.y1 &&
    outer.z1 >= inner.z1
  );
}
