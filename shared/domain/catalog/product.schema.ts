import * as z from 'zod';
import { kitPriceCents } from './kit-pricing.rules';
import { fromCents, toCents, type Dollars } from '../money/cents.rules';
import { lengthUnitSchema, weightSchema } from '../units/units.schema';
import {
  LIST_MAX,
  TEXT_MAX,
  checkDimensions,
  dimension,
  list,
  money,
  quantity,
  text,
} from '../validation/bounded.schema';

/** Product and packaging dimensions carry the item's weight (accounts §3 Product); sides at most 1,000 in. */
export const itemDimensionsSchema = z
  .object({
    length: dimension().optional(),
    width: dimension().optional(),
    height: dimension().optional(),
    units: lengthUnitSchema.default('in'),
    weight: weightSchema.default({ value: 0, units: 'lb' }),
  })
  .superRefine((d, ctx) => checkDimensions(ctx, d));

/** Identifiers a product may carry (orders §3 product result, accounts §3 shipment products). */
export const PRODUCT_IDENTIFIERS = ['_id', 'key', 'variantId', 'productId', 'sku'] as const;
/** Identifiers a packaging may carry (orders §3 packaging result). */
export const PACKAGING_IDENTIFIERS = ['_id', 'key', 'variantId', 'packagingId'] as const;

/** accounts §3: a line carries one identifier; lines from the catalog carry several, so "one" means at least one. */
export function hasIdentifier(line: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some(
    (k) => (typeof line[k] === 'string' && (line[k] as string).trim() !== '') || typeof line[k] === 'number',
  );
}

const idText = () => text(TEXT_MAX.id).optional();

const itemFields = {
  _id: idText(),
  key: idText(),
  variantId: idText(),
  title: text(TEXT_MAX.name).default(''),
  sku: text(TEXT_MAX.id).default(''),
  price: money().optional(),
  quantity: quantity().optional(),
  dimensions: itemDimensionsSchema.optional(),
};

/** Packaging (orders §3): title, sku, price, quantity, dimensions with weight; liner and coolant are packagings too. */
export const packagingSchema = z.object({
  ...itemFields,
  packagingId: idText(),
  packagingType: text(TEXT_MAX.short).optional(),
});
export type Packaging = z.output<typeof packagingSchema>;

/** A product that is not itself a kit (branches of a kit). */
export const simpleProductSchema = z.object({
  ...itemFields,
  productId: idText(),
});

/** Kit (orders §3): kitting.branchProducts, branchPackagings, branchBox; a kit weighs its contents. */
export const kittingSchema = z.object({
  branchProducts: list(simpleProductSchema, LIST_MAX.kitBranches).default([]),
  branchPackagings: list(packagingSchema, LIST_MAX.kitBranches).default([]),
  branchBox: z
    .object({ name: text(TEXT_MAX.name).optional(), weight: weightSchema.optional(), quantity: quantity().optional() })
    .nullish(),
});
export type Kitting = z.output<typeof kittingSchema>;

/** Product (accounts §3): title, sku, dimensions{…, weight{value, units}}; `kitting` true or the kit's branches. */
export const productSchema = simpleProductSchema.extend({
  kitting: z.union([z.boolean(), kittingSchema]).optional(),
});
export type Product = z.output<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

/** orders §3: "Make-a-box SKUs are priced from their contents" — in dollars, through the one cents rule. */
export function kitPrice(kitting: Kitting): Dollars {
  const line = (item: { price?: Dollars; quantity?: number }) => ({
    unitPriceCents: toCents(item.price ?? 0),
    quantity: item.quantity ?? 1,
  });
  return fromCents(
    kitPriceCents({ products: kitting.branchProducts.map(line), packagings: kitting.branchPackagings.map(line) }),
  );
}
