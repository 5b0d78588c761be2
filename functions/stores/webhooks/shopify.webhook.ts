import type { RawStoreWebhook, StoreWebhookSecrets, StoreWebhookVerdict } from '#domain/stores/ports';
import { SHOPIFY_PRIVACY_TOPICS, SHOPIFY_SHOP_DOMAIN } from '#domain/stores/store-oauth.constants';
import { SHOPIFY_HMAC_HEADER } from '#domain/stores/store-platforms.rules';
import { checkHmacSignature, headerOf } from '#lib/http/webhook-signature';
import { SIGNATURE_REJECTION, headerText, parseJsonBody, rejected, tooLarge } from './store-webhook';

export const SHOPIFY_TOPIC_HEADER = 'x-shopify-topic';
export const SHOPIFY_SHOP_HEADER = 'x-shopify-shop-domain';
export const SHOPIFY_EVENT_ID_HEADER = 'x-shopify-event-id';
/** Older deliveries carry only the webhook id, also the same on every retry. */
export const SHOPIFY_WEBHOOK_ID_HEADER = 'x-shopify-webhook-id';

export const isShopifyPrivacyTopic = (topic: string): boolean =>
  (SHOPIFY_PRIVACY_TOPICS as readonly string[]).includes(topic);

/**
 * Shopify signs each delivery with the app's client secret: `X-Shopify-Hmac-Sha256` is the base64
 * HMAC-SHA256 of the raw body. The signature is checked first, so an unsigned request learns
 * nothing (privacy webhooks must answer 401 to a bad signature).
 */
export function verifyShopifyWebhook(request: RawStoreWebhook, { secret }: StoreWebhookSecrets): StoreWebhookVerdict {
  const { headers, rawBody } = request;
  if (!secret) return rejected('no secret configured');
  if (tooLarge(rawBody)) return rejected('body too large');
  const check = checkHmacSignature(headerOf(headers, SHOPIFY_HMAC_HEADER), 'base64', secret, rawBody);
  if (check !== 'valid') return rejected(SIGNATURE_REJECTION[check]);

  const topic = headerText(headerOf(headers, SHOPIFY_TOPIC_HEADER));
  if (!topic) return rejected('missing topic');
  const shop = headerText(headerOf(headers, SHOPIFY_SHOP_HEADER))?.toLowerCase();
  if (!shop || !SHOPIFY_SHOP_DOMAIN.test(shop)) return rejected('missing shop');
  const eventId =
    headerText(headerOf(headers, SHOPIFY_EVENT_ID_HEADER)) ?? headerText(headerOf(headers, SHOPIFY_WEBHOOK_ID_HEADER));
  if (!eventId) return rejected('missing event id');
  const payload = parseJsonBody(rawBody);
  if (payload === undefined) return rejected('malformed body');

  return {
    outcome: 'event',
    event: {
      platform: 'shopify',
      topic,
      eventId,
      shop,
      payload,
      ...(isShopifyPrivacyTopic(topic) ? { privacy: true } : {}),
    },
  };
}
