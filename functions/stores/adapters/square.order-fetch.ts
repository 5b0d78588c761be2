import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import { joinUrl, segment, storeCall, type FetchLike } from './store-http';

/** The Square API version every call names. */
export const SQUARE_API_VERSION = '2025-01-23';
const NAME = 'Square';

export interface SquareFulfillment {
  uid?: string;
  type?: string;
  state?: string;
  shipment_details?: { tracking_number?: string | null } & Record<string, unknown>;
}
export interface SquareOrder {
  id: string;
  version?: number;
  fulfillments?: SquareFulfillment[];
}

export const squareHeaders = (access: StoreAccess) => ({
  authorization: `Bearer ${access.credentials.accessToken}`,
  'square-version': SQUARE_API_VERSION,
});

/**
 * A Square order by /v2/orders/{id}, with the seller's access token. On its own so the store-events
 * worker's fetch-back bundles none of the OAuth flow or the fulfilment push.
 */
export function makeSquareOrderFetch(fetch: FetchLike) {
  return async function fetchOrder(access: StoreAccess, id: string): Promise<SquareOrder> {
    const url = joinUrl(access.connection.apiBaseUrl, `/v2/orders/${segment(id)}`);
    const body = await storeCall<{ order?: SquareOrder }>(fetch, NAME, url, { headers: squareHeaders(access) });
    if (!body?.order) throw new StoreApiError(`${NAME} answered without the order`, false);
    return body.order;
  };
}
