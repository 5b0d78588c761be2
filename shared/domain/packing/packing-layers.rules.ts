import type { PackedBox } from './packing.schema';

export interface LayerRect {
  x: number;
  y: number;
  length: number;
  width: number;
  sku: string;
}

export interface PackingLayer {
  /** Height of the layer's floor inside the box. */
  z: number;
  rects: LayerRect[];
}

/**
 * The units of a packed box grouped by the height they stand at, bottom first: each layer is a
 * top view the editor can draw, a simple layered picture.
 */
export function packingLayers(box: PackedBox): PackingLayer[] {
  const byZ = new Map<number, LayerRect[]>();
  for (const unit of box.items) {
    if (!unit.position || !unit.size) continue;
    const z = Math.round(unit.position.z * 1000) / 1000;
    const rects = byZ.get(z) ?? [];
    rects.push({
      x: unit.position.x,
      y: unit.position.y,
      length: unit.size.length,
      width: unit.size.width,
      sku: unit.sku,
    });
    byZ.set(z, rects);
  }
  return [...byZ.entries()].sort(([a], [b]) => a - b).map(([z, rects]) => ({ z, rects }));
}
