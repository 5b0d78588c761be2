import type { Shipment } from '../shipments/shipment.schema';
import type { PackingItemInput, PackingResult } from './packing.schema';

/** A product or packaging line of a shipment, as the packer needs it. */
export type PackableLine = NonNullable<Shipment['products']>[number];

/**
 * The lines of the editor's shipments, flattened for the packer: products and packagings alike,
 * each line keeping its index so packed units can be traced back to their line.
 */
export function packingItemsOf(shipments: readonly Pick<Shipment, 'products' | 'packagings'>[]): { items: PackingItemInput[]; lines: PackableLine[] } {
  const lines: PackableLine[] = shipments.flatMap((s) => [...s.products, ...s.packagings] as PackableLine[]);
  const items = lines.map((line) => ({
    id: line._id ?? (line as { productId?: string }).productId ?? (line as { packagingId?: string }).packagingId,
    sku: line.sku ?? '',
    title: line.title ?? '',
    quantity: Number(line.quantity ?? 1),
    dimensions: line.dimensions,
  }));
  return { items, lines };
}

/**
 * One shipment per packed box (orders §3): the box, and the product/packaging lines with the
 * number of units the packer put in it. Options and international settings come from the template
 * shipment; weights are recomputed by the caller.
 */
export function shipmentsFromPacking<B>(
  result: PackingResult,
  lines: readonly PackableLine[],
  productLineCount: number,
  boxOf: (packedBoxIndex: number) => B,
  template: Partial<Shipment>,
): Array<Omit<Shipment, 'box'> & { box: B }> {
  return result.boxes.map((packed) => {
    const units = new Map<number, number>();
    for (const unit of packed.items) units.set(unit.item, (units.get(unit.item) ?? 0) + 1);
    const entries = [...units.entries()].sort(([a], [b]) => a - b);
    const pick = (fromProducts: boolean) =>
      entries.filter(([line]) => (line < productLineCount) === fromProducts).map(([line, quantity]) => ({ ...lines[line], quantity }));
    return {
      ...(template as Shipment),
      id: undefined,
      box: boxOf(packed.box),
      products: pick(true),
      packagings: pick(false),
    };
  });
}
