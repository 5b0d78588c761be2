import type { ProductRecord } from '../catalog/ports';
import { productSkuKey } from '../catalog/product-identity.rules';
import { fromCents } from '../money/cents.rules';
import type { Shipment } from '../shipments/shipment.schema';

/**
 * Imported lines of a SKU the catalog knows take what the file left out from the catalog: the
 * product id, its dimensions (the packer needs them), the title when only the SKU was given, the
 * price when none was given, and the weight when the file's is 0. What the file says wins.
 */
export function fillLinesFromCatalog(shipments: readonly Shipment[], catalog: readonly ProductRecord[]): Shipment[] {
  const bySku = new Map(catalog.map((p) => [productSkuKey(p.sku), p]));
  return shipments.map((s) => ({
    ...s,
    products: s.products.map((line) => {
      const product = line.sku ? bySku.get(productSkuKey(line.sku)) : undefined;
      if (!product) return line;
      const importedWeight = line.dimensions?.weight;
      return {
        ...line,
        _id: line._id ?? product.id,
        title: !line.title || line.title === line.sku ? product.title : line.title,
        price: line.price ?? fromCents(product.priceCents),
        dimensions: {
          ...product.dimensions,
          ...line.dimensions,
          length: line.dimensions?.length ?? product.dimensions.length,
          width: line.dimensions?.width ?? product.dimensions.width,
          height: line.dimensions?.height ?? product.dimensions.height,
          units: line.dimensions?.length ? line.dimensions.units : product.dimensions.units,
          weight: importedWeight && Number(importedWeight.value) > 0 ? importedWeight : product.dimensions.weight,
        },
      };
    }),
  }));
}
