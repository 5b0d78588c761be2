import type { LINER_MATERIALS, LINER_THICKNESSES } from '../boxes/box.schema';

export type LinerMaterial = (typeof LINER_MATERIALS)[number];
export type LinerThickness = (typeof LINER_THICKNESSES)[number];
