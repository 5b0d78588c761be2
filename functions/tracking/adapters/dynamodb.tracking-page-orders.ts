import type { OrderRecord } from '#domain/orders/order-record';
import { orderNumberKey } from '#domain/orders/order-query-plan.rules';
import type { TrackingPageOrders } from '#domain/tracking/ports';
import { db } from '#lib/db/service';
import { findShipmentByTrackingCode } from './dynamodb.tracking-code';

/**
 * The public page's reads through the entities alone (not the order store, whose grid and query
 * rules a lookup never needs): the tracking code's owner, one order, and the order-number index.
 */
export const dynamoTrackingPageOrders: TrackingPageOrders = {
  findByTrackingCode: findShipmentByTrackingCode,

  async get(accountId, orderId) {
    const { data } = await db().entities.order.get({ accountId, orderId }).go();
    return data ? (data.doc as OrderRecord) : undefined;
  },

  /**
   * gsi3 (`<orderNumberKey>#<orderId>`): one page of at most `limit` keys starting with the number,
   * the exact ones kept (`1001` also starts `10012`), so a lookup's work stays bounded.
   */
  async findByOrderNumberInAnyStore(accountId, orderNumber, limit) {
    const key = orderNumberKey(orderNumber);
    if (!key) return [];
    const { data } = await db()
      .entities.order.query.byOrderNumber({ accountId })
      .begins({ orderNumberKey: key })
      .go({ limit, pages: 1 });
    return data.filter((item) => item.orderNumberKey === key).map((item) => item.doc as OrderRecord);
  },
};
