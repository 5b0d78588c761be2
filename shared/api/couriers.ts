/**
 * The local courier routes' contract (orders §3 rate shop, §9 local courier):
 * POST /api/v1/orders/{orderId}/shipments/{shipmentId}/courier-quotes quotes the couriers for a local courier
 * shipment and keeps their quotes on it beside the parcel carriers' (the same allRates, chosen and bought alike).
 */
import type { RateMessageView, RateQuoteView } from './shipping';

export { shipmentParamsSchema as courierQuotesParamsSchema } from './shipping';

export interface CourierQuotesView {
  orderId: string;
  shipmentId: string;
  /** The courier quotes alone (the parcel leg answers its own); each carries its expiry in `courier`. */
  quotes: RateQuoteView[];
  messages: RateMessageView[];
  /** The courier quote kept as the shipment's preferred rate, when the rating chose one. */
  preferredRateId?: string;
}

export const NOT_A_COURIER_SHIPMENT = 'This order is not shipped by local courier: choose Local courier first.';
