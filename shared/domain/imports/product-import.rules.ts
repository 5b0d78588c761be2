import type { ProductRequestInput } from '../catalog/product-request.schema';
import { parseLengthUnit, parseWeightUnit } from '../units/units.rules';
import { applyMapping, type ColumnMapping } from './column-mapping.rules';
import { PRODUCT_IMPORT_FIELD_KEYS, type ProductImportField } from './import-fields.constants';

const blankTo = (text: string, fallback: string) => (text === '' ? fallback : text);

/**
 * A mapped product row as the product request (accounts §5 Product form + price): the request
 * schema then validates it, so import errors carry the same messages as the form. Blank
 * dimensions and weight are 0 (the form's "at least 0"), units default to in and lb.
 */
export function productRowToRequest(
  values: Readonly<Record<string, string>>,
  mapping: ColumnMapping<ProductImportField>,
): ProductRequestInput {
  const r = applyMapping(values, mapping, PRODUCT_IMPORT_FIELD_KEYS);
  return {
    title: r.title,
    sku: r.sku,
    price: r.price,
    dimensions: {
      length: blankTo(r.length, '0'),
      width: blankTo(r.width, '0'),
      height: blankTo(r.height, '0'),
      units: parseLengthUnit(r.dimensionUnit) ?? (r.dimensionUnit || 'in'),
      weight: { value: blankTo(r.weight, '0'), units: parseWeightUnit(r.weightUnit) ?? (r.weightUnit || 'lb') },
    },
  } as unknown as ProductRequestInput;
}

/** Request field paths → the import field a merchant mapped (so an error names the column). */
export const PRODUCT_FIELD_OF_PATH: Readonly<Record<string, ProductImportField>> = {
  title: 'title',
  sku: 'sku',
  price: 'price',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  'dimensions.height': 'height',
  'dimensions.units': 'dimensionUnit',
  'dimensions.weight.value': 'weight',
  'dimensions.weight.units': 'weightUnit',
};
