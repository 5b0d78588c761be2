import * as z from 'zod';
import { boxRequestSchema } from '#domain/boxes/box-request.schema';
import { LINER_MATERIALS, LINER_THICKNESSES } from '#domain/boxes/box.schema';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { packagingFormSchema, PACKAGING_TYPES } from '#domain/catalog/packaging-form.schema';
import { productRequestSchema } from '#domain/catalog/product-request.schema';
import {
  customerSearchResponseSchema,
  htsCodeSearchResponseSchema,
  packagingSearchResponseSchema,
  productSearchResponseSchema,
} from '#domain/catalog/search-results.schema';
import { LENGTH_UNITS, WEIGHT_UNITS } from '#domain/units/units.rules';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { OFFSET_MAX } from '#domain/validation/bounded.schema';
import { pathIdSchema } from './path-params';

/**
 * The catalog API contract: products, packagings (liners, coolants), boxes, customers, and the
 * search calls of orders §7. Prices and costs travel in dollars (the spec's `price`/`cost`);
 * the server keeps integer cents.
 */

// ── Requests ────────────────────────────────────────────────────────────────────────────────
export {
  productRequestSchema,
  packagingFormSchema as packagingRequestSchema,
  boxRequestSchema,
  customerFormSchema as customerRequestSchema,
};

/** Path parameters of /api/v1/products/{productId}, …/packagings/{packagingId}, …/boxes/{boxId}, …/customers/{customerId}. */
export const productParamsSchema = z.object({ productId: pathIdSchema });
export const packagingParamsSchema = z.object({ packagingId: pathIdSchema });
export const boxParamsSchema = z.object({ boxId: pathIdSchema });
export const customerParamsSchema = z.object({ customerId: pathIdSchema });

export const LIST_PAGE_SIZES = { default: 50, max: 100 } as const;

/** GET /api/v1/<things>?limit=&cursor= */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.invalid })
    .int(MESSAGES.integer)
    .min(1, MESSAGES.invalid)
    .max(LIST_PAGE_SIZES.max, MESSAGES.invalid)
    .default(LIST_PAGE_SIZES.default),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

const offsetField = z
  .number({ error: MESSAGES.invalid })
  .int(MESSAGES.integer)
  .min(0, MESSAGES.invalid)
  .max(OFFSET_MAX, OUR_MESSAGES.mustBeAtMost(OFFSET_MAX))
  .default(0);
const queryField = z
  .string({ error: MESSAGES.invalid })
  .max(200, MESSAGES.tooLong)
  .nullish()
  .transform((q) => q ?? '');

/** POST /api/v1/products/search (orders §7): query, orderSearch, offset, ignoreQuery, shop. */
export const productSearchRequestSchema = z.object({
  query: queryField,
  orderSearch: z.boolean().default(false),
  offset: offsetField,
  ignoreQuery: z.boolean().default(false),
  shop: z
    .string()
    .max(255, MESSAGES.tooLong)
    .nullish()
    .transform((s) => s?.trim() || undefined),
});
/** POST /api/v1/packagings/search (orders §7); hideIcePacks drops entries whose label contains 'ice pack'. */
export const packagingSearchRequestSchema = z.object({
  query: queryField,
  orderSearch: z.boolean().default(false),
  offset: offsetField,
  ignoreQuery: z.boolean().default(false),
  hideIcePacks: z.boolean().default(false),
});
/** POST /api/v1/customers/search (orders §7): query, offset, ignoreQuery. */
export const customerSearchRequestSchema = z.object({
  query: queryField,
  offset: offsetField,
  ignoreQuery: z.boolean().default(false),
});
/** POST /api/v1/enums/hts-codes/search (orders §7): query, offset. */
export const htsCodeSearchRequestSchema = z.object({ query: queryField, offset: offsetField });

/** POST /api/customers/create/bulk (orders §7): customers, each validated on its own. */
export const CUSTOMERS_BULK_MAX = 1000;
export const customersBulkRequestSchema = z.object({
  customers: z
    .array(z.unknown(), { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(CUSTOMERS_BULK_MAX, MESSAGES.tooLong),
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────
const weightOut = z.object({ value: z.number(), units: z.enum(WEIGHT_UNITS) });
export const itemDimensionsOutSchema = z.object({
  length: z.number(),
  width: z.number(),
  height: z.number(),
  units: z.enum(LENGTH_UNITS),
  weight: weightOut,
});
const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const kittingOutSchema = z.object({
  branchProducts: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      sku: z.string(),
      price: z.number(),
      quantity: z.number(),
      dimensions: itemDimensionsOutSchema,
    }),
  ),
  branchPackagings: z.array(
    z.object({
      packagingId: z.string(),
      packagingType: z.enum(PACKAGING_TYPES),
      title: z.string(),
      sku: z.string(),
      price: z.number(),
      quantity: z.number(),
      dimensions: itemDimensionsOutSchema,
    }),
  ),
  branchBox: z
    .object({ boxId: z.string(), name: z.string(), cost: z.number(), quantity: z.number(), weight: weightOut })
    .nullable(),
});

/** A product (accounts §3 Product; orders §3 Kit). `kitting` is null for a simple product. */
export const productSchema = z.object({
  _id: z.string(),
  title: z.string(),
  sku: z.string(),
  price: z.number(),
  shop: z.string(),
  dimensions: itemDimensionsOutSchema,
  kitting: kittingOutSchema.nullable(),
  priceFromContents: z.boolean(),
  ...timestamps,
});
export type ProductResponse = z.infer<typeof productSchema>;

/** A packaging (orders §3): liner (material, thickness), coolant, or other. */
export const packagingSchema = z.object({
  _id: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  title: z.string(),
  sku: z.string(),
  price: z.number(),
  material: z.enum(LINER_MATERIALS).optional(),
  thickness: z.enum(LINER_THICKNESSES).optional(),
  dimensions: itemDimensionsOutSchema,
  ...timestamps,
});
export type PackagingResponse = z.infer<typeof packagingSchema>;

/** A box with every Box field of orders §3 (loosely typed here; boxSchema in shared/domain is the rule). */
export const boxSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  default: z.boolean(),
  cost: z.number(),
  ...timestamps,
});
export type BoxResponse = z.infer<typeof boxSchema> & Record<string, unknown>;

export const customerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  address: z
    .object({
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      zip: z.string(),
      residential: z.boolean(),
    })
    .nullable(),
  ...timestamps,
});
export type CustomerResponse = z.infer<typeof customerSchema>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), cursor: z.string().nullable() });
export const listProductsResponseSchema = pageOf(productSchema);
export const listPackagingsResponseSchema = pageOf(packagingSchema);
export const listBoxesResponseSchema = pageOf(boxSchema);
export const listCustomersResponseSchema = pageOf(customerSchema);

export {
  productSearchResponseSchema,
  packagingSearchResponseSchema,
  customerSearchResponseSchema,
  htsCodeSearchResponseSchema,
};

/** GET /api/v1/boxes/presets: the default boxes and carrier packages (orders §9), each ready to POST. */
export const boxPresetsResponseSchema = z.object({
  presets: z.array(
    z.object({
      presetId: z.string(),
      kind: z.enum(['default', 'carrier']),
      label: z.string(),
      box: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** One result per input row, in input order; `row` counts from 1 as a spreadsheet does. */
export const bulkCustomerResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'updated', 'failed']),
  _id: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export const customersBulkResponseSchema = z.object({
  results: z.array(bulkCustomerResultSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type CustomersBulkResponse = z.infer<typeof customersBulkResponseSchema>;
