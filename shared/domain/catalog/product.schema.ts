import { z } from 'zod';
import { kitPriceCents } from './kit-pricing.rules';
import { dimensionsSchema, storedNumber, weightSchema } from '../units/units.schema';

/** Product and packaging dimensions carry the item's weight (accounts §3 Product). */
export const itemDimensionsSchema = dimensionsSchema
  .partial({ length: true, width: true, height: true })
  .extend({ weight: weightSchema.default({ value: 0, units: 'lb' }) });

/** Identifiers a product may carry (orders §3 product result, accounts §3 shipment products). */
export const PRODUCT_IDENTIFIERS = ['_id', 'key', 'variantId', 'productId', 'sku'] as const;
/** Identifiers a packaging may carry (orders §3 packaging result). */
export const PACKAGING_IDENTIFIERS = ['_id', 'key', 'variantId', 'packagingId'] as const;

const itemFields = {
  _id: z.string().optional(),
  key: z.string().optional(),
  variantId: z.string().optional(),
  title: z.string().default(''),
  sku: z.string().default(''),
  price: storedNumber.optional(),
  quantity: storedNumber.optional(),
  dimensions: itemDimensionsSchema.optional(),
};

/** Packaging (orders §3): title, sku, price, quantity, dimensions with weight; liner and coolant are packagings too. */
export const packagingSchema = z.object({
  ...itemFields,
  packagingId: z.string().optional(),
  packagingType: z.string().optional(),
});
export type Packaging = z.output<typeof packagingSchema>;

/** A product that is not itself a kit (branches of a kit). */
export const simpleProductSchema = z.object({
  ...itemFields,
  productId: z.string().optional(),
});

/** Kit (orders §3): kitting.branchProducts, branchPackagings, branchBox; a kit weighs its contents. */
export const kittingSchema = z.object({
  branchProducts: z.array(simpleProductSchema).default([]),
  branchPackagings: z.array(packagingSchema).default([]),
  branchBox: z
    .object({ name: z.string().optional(), weight: weightSchema.optional(), quantity: storedNumber.optional() })
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
export function kitPrice(kitting: Kitting): number {
  const line = (item: { price?: number; quantity?: number }) => ({ unitPriceCents: Math.round((item.price ?? 0) * 100), quantity: item.quantity ?? 1 });
  return kitPriceCents({ products: kitting.branchProducts.map(line), packagings: kitting.branchPackagings.map(line) }) / 100;
}
