import { describe, expect, it } from 'vitest';
import { orderLandingDraftOf } from '#domain/orders/order-landing-draft.rules';
import { ORDER_LANDING_ROWS_MAX, orderLandingMessageSchema } from '#domain/orders/order-landing.message';
import { mapBigCommerceOrder } from '#domain/stores/bigcommerce-order.rules';
import { mapShopifyOrder } from '#domain/stores/shopify-order.rules';
import { mapSquareOrder } from '#domain/stores/square-order.rules';
import type { StoreOrderContext, StoreOrderMapping } from '#domain/stores/store-order.rules';
import { mapWooCommerceOrder } from '#domain/stores/woocommerce-order.rules';
import { queueMessageBody } from '#lib/queue-message';
import { bigCommerceOrder } from '../../stores/fixtures/bigcommerce.fixtures';
import { shopifyCanadianCancelledOrder, shopifyTexasOrder } from '../../stores/fixtures/shopify.fixtures';
import { squareShipmentOrder } from '../../stores/fixtures/square.fixtures';
import { wooUkOrder } from '../../stores/fixtures/woocommerce.fixtures';

const ctx: StoreOrderContext = {
  storeId: 'store-1',
  shop: 'smokehouse.myshopify.com',
  importOptions: { defaultWeightUnits: 'lb' },
  importAdditionalDetails: true,
};

function mapped(mapping: StoreOrderMapping) {
  if (mapping.outcome !== 'mapped') throw new Error(`fixture did not map: ${mapping.outcome}`);
  return mapping;
}

const envelope = {
  kind: 'store-order',
  accountId: 'acc-1',
  storeId: 'store-1',
  platform: 'shopify',
  shop: 'smokehouse.myshopify.com',
  topic: 'orders/create',
  eventId: 'evt-1',
} as const;

describe('order-landing messages: a mapped store order crosses to the orders domain unchanged', () => {
  it.each([
    ['shopify', mapped(mapShopifyOrder(shopifyTexasOrder, ctx))],
    ['shopify (cancelled, Canada)', mapped(mapShopifyOrder(shopifyCanadianCancelledOrder, ctx))],
    ['woocommerce', mapped(mapWooCommerceOrder(wooUkOrder, ctx))],
    ['bigcommerce', mapped(mapBigCommerceOrder(bigCommerceOrder, ctx))],
    ['square', mapped(mapSquareOrder(squareShipmentOrder, ctx))],
  ])(
    '%s: the draft read back from its queue body is the draft sent (rows re-checked by the import row schema)',
    (_, m) => {
      const draft = orderLandingDraftOf(m);
      const message = { ...envelope, platform: m.store.platform, draft };
      const parsed = orderLandingMessageSchema.parse(JSON.parse(queueMessageBody(message)));
      expect(parsed.draft).toEqual(draft);
      expect(new Set(parsed.draft!.mapped)).toEqual(m.mapped);
      expect(parsed.draft!.group).toEqual(m.group);
      expect(parsed.draft!.store).toEqual({
        platform: m.store.platform,
        orderNumber: m.store.orderNumber,
        platformOrderId: m.store.platformOrderId,
        updatedAt: m.store.updatedAt,
        cancelled: m.store.cancelled,
        adminUrl: m.store.adminUrl,
      });
    },
  );

  it('carries exactly one of the draft and its overflow pointer', () => {
    const draft = orderLandingDraftOf(mapped(mapShopifyOrder(shopifyTexasOrder, ctx)));
    const draftRef = { key: 'queue-overflow/order-landing/acc-1/abc.json', sha256: 'a'.repeat(64) };
    expect(orderLandingMessageSchema.safeParse({ ...envelope, draft }).success).toBe(true);
    expect(orderLandingMessageSchema.safeParse({ ...envelope, draftRef }).success).toBe(true);
    expect(orderLandingMessageSchema.safeParse({ ...envelope, draft, draftRef }).success).toBe(false);
    expect(orderLandingMessageSchema.safeParse(envelope).success).toBe(false);
  });

  it('refuses what the mapping could never produce: an unknown platform, no account, rows past the cap, a row the import refuses', () => {
    const draft = orderLandingDraftOf(mapped(mapShopifyOrder(shopifyTexasOrder, ctx)));
    const row = draft.group.rows[0];
    const tooMany = Array.from({ length: ORDER_LANDING_ROWS_MAX + 1 }, (_, i) => ({ ...row, row: (i % 500) + 1 }));
    for (const bad of [
      { ...envelope, platform: 'etsy', draft },
      { ...envelope, accountId: '', draft },
      { ...envelope, draft: { ...draft, group: { ...draft.group, rows: tooMany } } },
      { ...envelope, draft: { ...draft, group: { ...draft.group, rows: [] } } },
      {
        ...envelope,
        draft: { ...draft, group: { ...draft.group, rows: [{ ...row, values: { ...row.values, quantity: -1 } }] } },
      },
      { ...envelope, draft: { ...draft, mapped: ['notAField'] } },
    ])
      expect(orderLandingMessageSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 120)).toBe(false);
  });
});
