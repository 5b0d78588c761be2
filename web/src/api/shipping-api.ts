import type { OrderDetail } from '#api/orders';
import type {
  BulkRatesRequest,
  BulkRatesResultView,
  LabelDocumentView,
  PurchaseBatchView,
  RateSettingsRequest,
  RateSettingsView,
  ShipmentRatesView,
  ShipmentRef,
  WalletView,
} from '#api/shipping';
import type { ApiClient } from './api-client';

const ORDERS = '/api/v1/orders';
const PURCHASES = '/api/v1/labels/purchases';
const shipmentPath = ({ orderId, shipmentId }: ShipmentRef) =>
  `${ORDERS}/${encodeURIComponent(orderId)}/shipments/${encodeURIComponent(shipmentId)}`;

export type RefundStatus = 'submitted' | 'refunded' | 'rejected';

/** The shipping routes of `shared/api/shipping.ts`: rates, preferred rate, label purchase, refund, label documents. */
export function shippingApi(client: ApiClient) {
  return {
    rates: (ref: ShipmentRef): Promise<ShipmentRatesView> => client.post(`${shipmentPath(ref)}/rates`),
    choose: (ref: ShipmentRef, rateId: string): Promise<OrderDetail> =>
      client.put(`${shipmentPath(ref)}/preferred-rate`, { rateId }),
    bulkRates: (request: BulkRatesRequest): Promise<{ results: BulkRatesResultView[] }> =>
      client.post(`${ORDERS}/rates`, request),
    /** Answers 202 with the batch; poll `purchase(batchId)` until nothing is pending. */
    buy: (shipments: readonly ShipmentRef[]): Promise<PurchaseBatchView> =>
      client.post(PURCHASES, { shipments: shipments.map(({ orderId, shipmentId }) => ({ orderId, shipmentId })) }),
    /** Rebooking (orders §4): one shipment through its own route, a selection through the bulk one; 202 with a batch. */
    rebook: (shipments: readonly ShipmentRef[]): Promise<PurchaseBatchView> =>
      shipments.length === 1
        ? client.post(`${shipmentPath(shipments[0])}/rebook`)
        : client.post('/api/v1/labels/rebooks', {
            shipments: shipments.map(({ orderId, shipmentId }) => ({ orderId, shipmentId })),
          }),
    purchase: (batchId: string): Promise<PurchaseBatchView> =>
      client.get(`${PURCHASES}/${encodeURIComponent(batchId)}`),
    refund: (ref: ShipmentRef): Promise<{ refundStatus: RefundStatus }> => client.post(`${shipmentPath(ref)}/refund`),
    label: (ref: ShipmentRef, format: 'pdf' | 'zpl'): Promise<LabelDocumentView> =>
      client.get(`${shipmentPath(ref)}/label?format=${format}`),
  };
}

export type ShippingApi = ReturnType<typeof shippingApi>;

/** GET /api/v1/wallet */
export function walletApi(client: ApiClient) {
  return { get: (): Promise<WalletView> => client.get('/api/v1/wallet') };
}

/** GET/PUT /api/v1/settings/rates (accounts §3 rate settings, with the perishable ship-day check). */
export function rateSettingsApi(client: ApiClient) {
  return {
    get: (): Promise<RateSettingsView> => client.get('/api/v1/settings/rates'),
    save: (request: RateSettingsRequest): Promise<RateSettingsView> => client.put('/api/v1/settings/rates', request),
  };
}
