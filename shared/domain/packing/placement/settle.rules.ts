import type { Placement } from './placement.types';

/**
 * Let every unit drop straight down until it rests on the floor or on a unit below it. The
 * engine may leave a unit hanging (blocks are pushed into the corner nearest a wall, the lid
 * included); dropping keeps the packing valid — units are taken lowest first and each stops at
 * the first unit under it — and gives the picture of how the box really sits.
 */
export function settle(units: readonly Placement[]): Placement[] {
  const sorted = units.slice().sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
  const done: Placement[] = [];
  for (const u of sorted) {
    let floor = 0;
    for (const v of done) {
      if (v.x < u.x + u.dx && u.x < v.x + v.dx && v.y < u.y + u.dy && u.y < v.y + v.dy && v.z + v.dz > floor)
        floor = v.z + v.dz;
    }
    done.push(floor < u.z ? { ...u, z: floor } : u);
  }
  return done;
}
