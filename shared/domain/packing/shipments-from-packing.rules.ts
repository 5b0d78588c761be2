import type { Shipment } from '../shipments/shipment.schema';
import type { PackingItemInput, PackingResult } from './packing.schema';

/** A product or packaging line of a shipment, as the packer needs it. */
export type PackableLine = NonNullable<Shipment['products']>[number];

/** A flattened line and which list of its shipment it came from. */
export interface LineOfShipment {
  line: PackableLine;
  kind: 'product' | 'packaging';
}

/**
 * The lines of the editor's shipments, flattened for the packer: products and packagings alike,
 * each line keeping its index (and its kind) so packed units can be traced back to their line.
 */
export function packingItemsOf(shipments: readonly Pick<Shipment, 'products' | 'packagings'>[]): {
  items: PackingItemInput[];
  lines: LineOfShipment[];
} {
  const lines: LineOfShipment[] = shipments.flatMap((s) => [
    ...s.products.map((line) => ({ line: line as PackableLine, kind: 'product' as const })),
    ...s.packagings.map((line) => ({ line: line as PackableLine, kind: 'packaging' as const })),
  ]);
  const items = lines.map(({ line }) => ({
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
  lines: readonly LineOfShipment[],
  boxOf: (packedBoxIndex: number) => B,
  template: Partial<Shipment>,
): Array<Omit<Shipment, 'box'> & { box: B }> {
  return result.boxes.map((packed) => {
    const units = new Map<number, number>();
    for (const unit of packed.items) units.set(unit.item, (units.get(unit.item) ?? 0) + 1);
    const entries = [...units.entries()].sort(([a], [b]) => a - b);
    const pick = (kind: LineOfShipment['kind']) =>
      entries
        .filter(([index]) => lines[index].kind === kind)
        .map(([index, quantity]) => ({ ...lines[index].line, quantity }));
    return {
      ...(template as Shipment),
      id: undefined,
      box: boxOf(packed.box),
      products: pick('product'),
      packagings: pick('packaging'),
    };
  });
}
