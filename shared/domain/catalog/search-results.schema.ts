import * as z from 'zod';

/** Search results (orders §3, accounts §3). Each item carries one of its identifiers. */
import { itemDimensionsSchema } from './product.schema';

/** With orderSearch the results also carry what the order editor needs to add a line at once. */
const orderSearchExtras = { price: z.number().optional(), dimensions: itemDimensionsSchema.optional() };

const hasOne = (keys: readonly string[]) => (item: Record<string, unknown>) =>
  keys.some((k) => typeof item[k] === 'string' && item[k] !== '');

export const productSearchResultSchema = z
  .object({
    title: z.string(),
    sku: z.string().default(''),
    kitting: z.boolean().default(false),
    _id: z.string().optional(),
    key: z.string().optional(),
    variantId: z.string().optional(),
    productId: z.string().optional(),
    ...orderSearchExtras,
  })
  .refine(hasOne(['_id', 'key', 'variantId', 'productId']), 'A product result needs an identifier');

export const packagingSearchResultSchema = z
  .object({
    title: z.string(),
    sku: z.string().default(''),
    _id: z.string().optional(),
    key: z.string().optional(),
    variantId: z.string().optional(),
    packagingId: z.string().optional(),
    ...orderSearchExtras,
  })
  .refine(hasOne(['_id', 'key', 'variantId', 'packagingId']), 'A packaging result needs an identifier');

export const htsCodeResultSchema = z.object({ code: z.string(), description: z.string() });
export const customerResultSchema = z.object({ name: z.string(), email: z.string().default(''), _id: z.string() });

/** Response bodies of the four search calls (orders §7): items and total. */
export const productSearchResponseSchema = z.object({
  products: z.array(productSearchResultSchema),
  total: z.number().int().min(0),
});
export const packagingSearchResponseSchema = z.object({
  packagings: z.array(packagingSearchResultSchema),
  total: z.number().int().min(0),
});
export const htsCodeSearchResponseSchema = z.object({
  codes: z.array(htsCodeResultSchema),
  total: z.number().int().min(0),
});
export const customerSearchResponseSchema = z.object({
  customers: z.array(customerResultSchema),
  total: z.number().int().min(0),
});
