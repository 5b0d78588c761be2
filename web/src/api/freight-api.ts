import type {
  FreightQuoteListView,
  FreightQuoteRequestBody,
  FreightQuoteView,
  ShipmentFreightOffersView,
} from '#api/freight';
import type {
  BookFreightResponse,
  FreightShipmentView,
  FreightShipmentsResponse,
  bookFreightRequestSchema,
} from '#api/freight-bookings';
import type { ShipmentRef } from '#api/shipping';
import type { z } from 'zod';
import type { ApiClient } from './api-client';

const QUOTES = '/api/v1/freight/quotes';

/** The freight routes of `shared/api/freight.ts`: quote every LTL carrier, read a kept quote, list the latest. */
export function freightApi(client: ApiClient) {
  return {
    quote: (request: FreightQuoteRequestBody, signal?: AbortSignal): Promise<FreightQuoteView> =>
      client.post(QUOTES, request, { signal }),
    get: (quoteId: string, signal?: AbortSignal): Promise<FreightQuoteView> =>
      client.get(`${QUOTES}/${encodeURIComponent(quoteId)}`, { signal }),
    list: (limit = 20): Promise<FreightQuoteListView> => client.get(`${QUOTES}?limit=${limit}`),
    /** Books one carrier's offer of a kept quote; the same key answers the same booking. */
    book: (quoteId: string, request: z.input<typeof bookFreightRequestSchema>): Promise<BookFreightResponse> =>
      client.post(`${QUOTES}/${encodeURIComponent(quoteId)}/book`, request),
    shipments: (): Promise<FreightShipmentsResponse> => client.get('/api/v1/freight/shipments'),
    shipmentsOf: (quoteId: string): Promise<FreightShipmentsResponse> =>
      client.get(`/api/v1/freight/shipments?quoteId=${encodeURIComponent(quoteId)}`),
    /** An order shipment's LTL offers, asked beside its parcel rates (kept as a quote to book). */
    shipmentOffers: ({ orderId, shipmentId }: ShipmentRef): Promise<ShipmentFreightOffersView> =>
      client.post(
        `/api/v1/orders/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipmentId)}/freight-offers`,
      ),
    /** One booking with its documents' short-lived links. */
    shipment: (bookingId: string): Promise<FreightShipmentView> =>
      client.get(`/api/v1/freight/shipments/${encodeURIComponent(bookingId)}`),
  };
}

export type FreightApi = ReturnType<typeof freightApi>;
