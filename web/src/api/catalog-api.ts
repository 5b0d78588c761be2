import * as z from 'zod';
import {
  LIST_PAGE_SIZES,
  boxPresetsResponseSchema,
  boxSchema,
  customerSchema,
  customerSearchResponseSchema,
  customersBulkResponseSchema,
  listBoxesResponseSchema,
  listCustomersResponseSchema,
  listPackagingsResponseSchema,
  listProductsResponseSchema,
  packagingSchema,
  packagingSearchResponseSchema,
  productSchema,
  productSearchResponseSchema,
  itemDimensionsOutSchema,
  type BoxResponse,
  type CustomerResponse,
  type CustomersBulkResponse,
  type PackagingResponse,
  type ProductResponse,
} from '#api/catalog';
import type { BoxRequestInput } from '#domain/boxes/box-request.schema';
import type { CustomerFormInput } from '#domain/catalog/customer.schema';
import type { PackagingFormInput } from '#domain/catalog/packaging-form.schema';
import type { ProductRequestInput } from '#domain/catalog/product-request.schema';
import type { ImportResult, ProductImportRequest } from '#domain/imports/import-request.schema';
import { searchRequest } from '#domain/forms-state/search-paging.rules';
import type { ApiClient } from './api-client';

/**
 * The catalog routes (infra/app-manifest.ts): products and kits, packagings, boxes and their
 * presets, customers with bulk create, and the search calls of orders §7.
 */

/** Lists stop here: a catalog this large is searched, not scrolled (docs/decisions.md). */
export const LIST_ALL_CAP = 5000;

type Page<T> = { items: T[]; cursor: string | null };

/** Follows the list cursor until the end (or the cap), so tables filter and sort on the client. */
export async function listAll<T>(
  loadPage: (cursor: string | null) => Promise<Page<T>>,
  cap = LIST_ALL_CAP,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await loadPage(cursor);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < cap);
  return items.slice(0, cap);
}

/** orderSearch (orders §7) adds what an order line needs; the contract's result schemas keep only the identity fields. */
const orderSearchExtras = z.object({ price: z.number().optional(), dimensions: itemDimensionsOutSchema.optional() });
const productOrderSearchSchema = z.object({
  products: z.array(z.intersection(productSearchResponseSchema.shape.products.element, orderSearchExtras)),
  total: productSearchResponseSchema.shape.total,
});
const packagingOrderSearchSchema = z.object({
  packagings: z.array(z.intersection(packagingSearchResponseSchema.shape.packagings.element, orderSearchExtras)),
  total: packagingSearchResponseSchema.shape.total,
});

function crud<T, Req>(client: ApiClient, base: string, one: z.ZodType<T>, list: z.ZodType<Page<T>>) {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (): Promise<T[]> =>
      listAll((cursor) =>
        client.get(`${base}?limit=${LIST_PAGE_SIZES.max}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
          schema: list,
        }),
      ),
    get: (id: string): Promise<T> => client.get(at(id), { schema: one }),
    create: (request: Req): Promise<T> => client.post(base, request, { schema: one }),
    update: (id: string, request: Req): Promise<T> => client.put(at(id), request, { schema: one }),
    remove: (id: string): Promise<unknown> => client.delete(at(id)),
  };
}

export function productsApi(client: ApiClient) {
  return {
    ...crud<ProductResponse, ProductRequestInput>(
      client,
      '/api/v1/products',
      productSchema,
      listProductsResponseSchema,
    ),
    /** orders §7: 20 per page with total; orderSearch adds price and dimensions (a kit line needs them). */
    search: (query: string, offset: number, signal?: AbortSignal) =>
      client.post(
        '/api/v1/products/search',
        { ...searchRequest(query, offset), orderSearch: true },
        { schema: productOrderSearchSchema, signal },
      ),
    /** POST /api/v1/products/import: one chunk of mapped rows, upserted by SKU; the answer counts outcomes and lists row errors. */
    importChunk: (request: ProductImportRequest): Promise<ImportResult> =>
      client.post('/api/v1/products/import', request),
  };
}

export function packagingsApi(client: ApiClient) {
  return {
    ...crud<PackagingResponse, PackagingFormInput>(
      client,
      '/api/v1/packagings',
      packagingSchema,
      listPackagingsResponseSchema,
    ),
    search: (query: string, offset: number, signal?: AbortSignal) =>
      client.post(
        '/api/v1/packagings/search',
        { ...searchRequest(query, offset), orderSearch: true },
        { schema: packagingOrderSearchSchema, signal },
      ),
  };
}

export function boxesApi(client: ApiClient) {
  return {
    ...crud<BoxResponse, BoxRequestInput>(
      client,
      '/api/v1/boxes',
      boxSchema as z.ZodType<BoxResponse>,
      listBoxesResponseSchema as z.ZodType<Page<BoxResponse>>,
    ),
    /** GET /api/v1/boxes/presets: the default boxes and carrier packages of orders §9. */
    presets: async () => (await client.get('/api/v1/boxes/presets', { schema: boxPresetsResponseSchema })).presets,
  };
}

export function customersApi(client: ApiClient) {
  return {
    ...crud<CustomerResponse, CustomerFormInput>(
      client,
      '/api/v1/customers',
      customerSchema,
      listCustomersResponseSchema,
    ),
    search: (query: string, offset: number, signal?: AbortSignal) =>
      client.post('/api/v1/customers/search', searchRequest(query, offset), {
        schema: customerSearchResponseSchema,
        signal,
      }),
    /** POST /api/customers/create/bulk (orders §7): one result per row, bad rows do not stop good ones. */
    createBulk: (customers: readonly unknown[]): Promise<CustomersBulkResponse> =>
      client.post('/api/customers/create/bulk', { customers }, { schema: customersBulkResponseSchema }),
  };
}
