import type {
  BulkOrderRequest,
  BulkOrderResult,
  OrderActivityResponse,
  OrderDetail,
  OrderQueryResponse,
  OrderRequest,
  SavedFilter,
} from '#api/orders';
import {
  customerSearchResponseSchema,
  htsCodeSearchResponseSchema,
  listBoxesResponseSchema,
  type BoxResponse,
} from '#api/catalog';
import type { CheckedAddress } from '#domain/address/ports';
import type { OrderFiltersInput, OrderQueryInput } from '#domain/orders/order-query.schema';
import { searchRequest } from '#domain/forms-state/search-paging.rules';
import type { ImportResult, OrderImportRequest } from '#domain/imports/import-request.schema';
import type { ImportRowError } from '#domain/imports/order-import.rules';
import type { ApiClient } from './api-client';

const BASE = '/api/v1/orders';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export type { ImportRowError };

/** Address with the fields POST /orders/validate-address and /orders/delivery-defense take (orders §7). */
export type AddressCheckAddress = Partial<CheckedAddress>;

import type { PackOrderRequest, PackOrderResponse } from '#api/packing';

export function ordersApi(client: ApiClient) {
  return {
    create: (request: OrderRequest): Promise<OrderDetail> => client.post(BASE, request),
    get: (id: string): Promise<OrderDetail> => client.get(one(id)),
    update: (id: string, request: OrderRequest): Promise<OrderDetail> => client.put(one(id), request),
    query: (request: OrderQueryInput, signal?: AbortSignal): Promise<OrderQueryResponse> =>
      client.post(`${BASE}/query`, request, { signal }),
    bulk: (request: BulkOrderRequest): Promise<{ results: BulkOrderResult[] }> => client.post(`${BASE}/bulk`, request),
    activity: (id: string): Promise<OrderActivityResponse> => client.get(`${one(id)}/activity`),
    savedFilters: async (): Promise<SavedFilter[]> =>
      (await client.get<{ items: SavedFilter[] }>(`${BASE}/saved-filters`)).items,
    saveFilter: (name: string, filters: OrderFiltersInput): Promise<SavedFilter> =>
      client.post(`${BASE}/saved-filters`, { name, filters }),
    deleteFilter: (filterId: string): Promise<unknown> =>
      client.delete(`${BASE}/saved-filters/${encodeURIComponent(filterId)}`),
    /** The current filtered view as CSV text (the export route answers text/csv). */
    exportCsv: async (filters: OrderFiltersInput, sort?: OrderQueryInput['sort']): Promise<string> => {
      const body = await client.post<unknown>(`${BASE}/export`, { filters, ...(sort ? { sort } : {}) });
      return typeof body === 'string' ? body : JSON.stringify(body);
    },
    importChunk: (request: OrderImportRequest): Promise<ImportResult> => client.post(`${BASE}/import`, request),
    /** Orders §7: the unversioned /api client. */
    validateAddress: (
      shippingAddress: AddressCheckAddress,
    ): Promise<{ updatedShippingAddress?: AddressCheckAddress | null }> =>
      client.post('/api/orders/validate-address', { shippingAddress }),
    deliveryDefense: (shippingAddress: AddressCheckAddress): Promise<{ score?: number | null }> =>
      client.post('/api/orders/delivery-defense', { shippingAddress }),
    /** "Pack for me": the lines packed into the merchant's flagged boxes. */
    pack: (request: PackOrderRequest): Promise<PackOrderResponse> => client.post(`${BASE}/pack`, request),
  };
}

/** A product or packaging search hit with what an order line needs (orderSearch: true). */
export interface OrderLineResult {
  title: string;
  sku: string;
  kitting?: boolean;
  _id?: string;
  key?: string;
  variantId?: string;
  productId?: string;
  packagingId?: string;
  price?: number;
  dimensions?: {
    length?: number;
    width?: number;
    height?: number;
    units?: string;
    weight?: { value: number; units: string };
  };
}

/** The catalog calls the order editor's pickers make (orders §7: 20 per page with a total). */
export function orderLookupsApi(client: ApiClient) {
  return {
    // Not parsed with the result schemas: those strip the price and dimensions orderSearch adds.
    products: (query: string, offset: number): Promise<{ products: OrderLineResult[]; total: number }> =>
      client.post('/api/v1/products/search', { ...searchRequest(query, offset), orderSearch: true }),
    packagings: (query: string, offset: number): Promise<{ packagings: OrderLineResult[]; total: number }> =>
      client.post('/api/v1/packagings/search', { ...searchRequest(query, offset), orderSearch: true }),
    customers: (query: string, offset: number) =>
      client.post('/api/v1/customers/search', searchRequest(query, offset), { schema: customerSearchResponseSchema }),
    htsCodes: (query: string, offset: number) => {
      const { query: q, offset: o } = searchRequest(query, offset);
      return client.post(
        '/api/v1/enums/hts-codes/search',
        { query: q, offset: o },
        { schema: htsCodeSearchResponseSchema },
      );
    },
    boxes: async (): Promise<BoxResponse[]> =>
      (await client.get('/api/v1/boxes?limit=100', { schema: listBoxesResponseSchema })).items as BoxResponse[],
  };
}
