import type { FulfillmentRequest, FulfillmentRequestResponse } from '#api/fulfillments';
import type { ApiClient } from './api-client';

/** Tracking out: send a store order's labels to its store, or retry a failed send (orders §4). */
export function fulfillmentsApi(client: ApiClient) {
  return {
    request: (orderId: string, request: FulfillmentRequest): Promise<FulfillmentRequestResponse> =>
      client.post(`/api/v1/orders/${encodeURIComponent(orderId)}/fulfillments`, request),
  };
}
