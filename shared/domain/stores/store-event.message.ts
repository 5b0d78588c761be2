import * as z from 'zod';
import { TEXT_MAX, text } from '../validation/bounded.schema';
import type { OrderMappingPlatform } from './store-order.rules';

/**
 * The platforms the `store-events` queue carries and the webhook route names (POST
 * /api/v1/webhooks/{platform}/{topic+}): Shippo's only as import pages (its webhooks are refused),
 * Amazon's not at all (its orders are polled).
 */
export const STORE_WEBHOOK_PLATFORMS = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'square',
  'shippo',
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

/**
 * An order import page (ours; no platform sends this topic): the store-events worker reads one page
 * of the store's orders, maps and lands each, and queues the next page, so a large store never holds
 * one worker run past its timeout.
 */
export const STORE_IMPORT_TOPIC = 'shipdeck/orders-import';
/** How far back the import at connect reads. */
export const STORE_IMPORT_DAYS = 30;
/** A runaway cursor stops here (100 pages of 50 to 100 orders is far beyond 30 days of a merchant's orders). */
export const STORE_IMPORT_MAX_PAGES = 100;

export const storeImportPageSchema = z.object({
  since: text(TEXT_MAX.short).min(1),
  cursor: text(2048).optional(),
  page: z.number().int().min(1).max(STORE_IMPORT_MAX_PAGES),
});
export type StoreImportPage = z.output<typeof storeImportPageSchema>;

/** The store-events message that reads one import page of a connected store. */
export function storeImportMessage(
  owner: { accountId: string; storeId: string; platform: StoreWebhookPlatform; shop: string },
  page: StoreImportPage,
  receivedAt: string,
): StoreEventMessage {
  const eventId = `import#${page.since}#${page.page}`;
  return {
    kind: 'store-event',
    ...owner,
    topic: STORE_IMPORT_TOPIC,
    eventId,
    eventKey: `${owner.platform}#${owner.shop}#${eventId}`.slice(0, TEXT_MAX.url),
    receivedAt,
    payload: page,
  };
}
