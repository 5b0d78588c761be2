import type { ProductRequestInput } from '../../../../shared/domain/catalog/product-request.schema';
import { cell } from './import-csv';

/** Accepted header names per field; the first is the one the template uses. Kits are built in the app, not imported. */
export const PRODUCT_COLUMNS = {
  title: ['title', 'name', 'product', 'product title'],
  sku: ['sku', 'product sku'],
  price: ['price', 'unit price'],
  length: ['length'],
  width: ['width'],
  height: ['height'],
  units: ['dimension units', 'units', 'length units', 'dimensions units'],
  weight: ['weight'],
  weightUnits: ['weight units', 'weight unit'],
  shop: ['shop', 'store'],
} as const;

export const PRODUCT_REQUIRED_COLUMNS = { title: PRODUCT_COLUMNS.title, sku: PRODUCT_COLUMNS.sku };

/** A CSV row as a product request; blank units take the defaults (orders §9: lb and in). */
export function productFromCsv(record: Record<string, string>): ProductRequestInput {
  const get = (field: keyof typeof PRODUCT_COLUMNS) => cell(record, PRODUCT_COLUMNS[field]);
  return {
    title: get('title'),
    sku: get('sku'),
    price: get('price'),
    shop: get('shop'),
    dimensions: {
      length: get('length'),
      width: get('width'),
      height: get('height'),
      units: get('units') || undefined,
      weight: { value: get('weight'), units: get('weightUnits') || undefined },
    },
    kitting: null,
    priceFromContents: false,
  } as ProductRequestInput;
}
