import * as z from 'zod';
import { TEXT_MAX, text } from '../validation/bounded.schema';
import type { OrderMappingPlatform } from './store-order.rules';

/** The platforms whose webhooks Shipdeck receives (POST /api/v1/webhooks/{platform}/{topic+}); Amazon's orders are polled. */
export const STORE_WEBHOOK_PLATFORMS = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'square',
] as const satisfies readonly OrderMappingPlatform[];
export type StoreWebhookPlatform = (typeof STORE_WEBHOOK_PLATFORMS)[number];

/**
 * What the `store-events` queue carries: one verified store webhook, already resolved to the one
 * account and store its shop is claimed by (SHOP#), never to anything the body says. `eventKey`
 * is the dedupe key the delivery was recorded under; the worker applies the event at most once
 * per version (the platform's updated timestamp), so a redelivered message is harmless. A payload too
 * large for a queue message travels as `payloadRef` instead: the S3 key it was written under and its
 * SHA-256, read back by the worker before anything else.
 */
export const storeEventMessageSchema = z.object({
  kind: z.literal('store-event'),
  platform: z.enum(STORE_WEBHOOK_PLATFORMS),
  accountId: text(TEXT_MAX.id).min(1),
  storeId: text(TEXT_MAX.id).min(1),
  shop: text(TEXT_MAX.url).min(1),
  topic: text(255).min(1),
  eventId: text(TEXT_MAX.url).min(1),
  eventKey: text(TEXT_MAX.url).min(1),
  receivedAt: text(TEXT_MAX.short),
  privacy: z.boolean().optional(),
  /** A thin notification's resource (BigCommerce `data`, Square's order id): fetched back by the worker. */
  resource: z.object({ type: text(TEXT_MAX.short), id: text(TEXT_MAX.id) }).optional(),
  /** The verified body, parsed; mapped by the worker with the platform's zod schema. Absent when `payloadRef` names it. */
  payload: z.unknown().optional(),
  payloadRef: z.object({ key: text(TEXT_MAX.url), sha256: text(64) }).optional(),
});
export type StoreEventMessage = z.output<typeof storeEventMessageSchema>;
