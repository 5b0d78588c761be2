import type { TrackingPageOrders } from '#domain/tracking/ports';
import { ordersByNumberInAnyStore } from '#functions/orders/order-reads';
import { getOrder } from '#functions/orders/order-writes';
import { findShipmentByTrackingCode } from './dynamodb.tracking-code';

/**
 * The public page's reads through the orders' face (not the order store, whose grid and query
 * rules a lookup never needs): the tracking code's owner, one order, and the order-number index.
 */
export const dynamoTrackingPageOrders: TrackingPageOrders = {
  findByTrackingCode: findShipmentByTrackingCode,

  get: getOrder,

  findByOrderNumberInAnyStore: ordersByNumberInAnyStore,
};
