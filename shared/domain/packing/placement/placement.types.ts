/**
 * Internal model of the placement engine. Every length is an integer in one common unit
 * (the adapters scale real measurements), so positions and overlap tests are exact.
 * Axes: x runs along the box length, y along its width, z is up.
 */

/** A kind of item with how many units of it remain to be packed. */
export interface ItemType {
  /** Index of the caller's item line this type came from. */
  readonly ref: number;
  /** The item's own length, width and height. */
  readonly dims: readonly [number, number, number];
  readonly weight: number;
  readonly count: number;
  /** Which of the item's own dims may point up: all three when it may turn freely, only the height when it must stay flat. */
  readonly upright: readonly [boolean, boolean, boolean];
}

/** One way to turn an item: its extent along x, y, z and which of its own dims lies along each axis. */
export interface Orientation {
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
  /** perm[a] = index of the item's own dim lying along axis a (0 = x, 1 = y, 2 = z). */
  readonly perm: readonly [number, number, number];
}

/** The inside of one box (after internal dimensions and liner) with its limits. */
export interface Container {
  readonly dims: readonly [number, number, number];
  /** Weight the contents may add (the box's gross limit minus its empty weight); Infinity when unlimited. */
  readonly maxLoad: number;
  /** Units the box may hold; Infinity when unlimited. */
  readonly maxItems: number;
}

/** One unit placed at (x, y, z), its lowest corner, turned as `perm` says. */
export interface Placement {
  readonly type: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly dx: number;
  readonly dy: number;
  readonly dz: number;
  readonly perm: readonly [number, number, number];
}

/** A free cuboid of the container, [x0, x1) × [y0, y1) × [z0, z1). */
export interface Space {
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
}
