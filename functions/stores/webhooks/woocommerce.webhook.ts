import type { RawStoreWebhook, StoreWebhookSecrets, StoreWebhookVerdict } from '#domain/stores/ports';
import { WOOCOMMERCE_SIGNATURE_HEADER } from '#domain/stores/store-platforms.rules';
import { bytesOf, checkHmacSignature, headerOf } from '#lib/http/webhook-signature';
import { SIGNATURE_REJECTION, headerText, parseJsonBody, rejected, tooLarge } from './store-webhook';

export const WOOCOMMERCE_TOPIC_HEADER = 'x-wc-webhook-topic';
export const WOOCOMMERCE_SOURCE_HEADER = 'x-wc-webhook-source';
export const WOOCOMMERCE_DELIVERY_ID_HEADER = 'x-wc-webhook-delivery-id';

/** The request WooCommerce sends when a webhook is created: `webhook_id=<n>`, form-encoded, unsigned. */
const PING_BODY = /^webhook_id=\d{1,20}$/;

export function isWooCommercePing(request: RawStoreWebhook): boolean {
  const body = bytesOf(request.rawBody);
  return (
    body.length <= 40 &&
    PING_BODY.test(body.toString('utf8').trim()) &&
    !headerOf(request.headers, WOOCOMMERCE_SIGNATURE_HEADER)
  );
}

/**
 * WooCommerce signs with the webhook's secret: `X-WC-Webhook-Signature` is the base64
 * HMAC-SHA256 of the raw body. The creation ping is answered 200 and does nothing, so being
 * unsigned it gains an attacker nothing.
 */
export function verifyWooCommerceWebhook(
  request: RawStoreWebhook,
  { secret }: StoreWebhookSecrets,
): StoreWebhookVerdict {
  const { headers, rawBody } = request;
  if (isWooCommercePing(request)) return { outcome: 'ping' };
  if (!secret) return rejected('no secret configured');
  if (tooLarge(rawBody)) return rejected('body too large');
  const check = checkHmacSignature(headerOf(headers, WOOCOMMERCE_SIGNATURE_HEADER), 'base64', secret, rawBody);
  if (check !== 'valid') return rejected(SIGNATURE_REJECTION[check]);

  const topic = headerText(headerOf(headers, WOOCOMMERCE_TOPIC_HEADER));
  if (!topic) return rejected('missing topic');
  const shop = headerText(headerOf(headers, WOOCOMMERCE_SOURCE_HEADER), 2048)?.replace(/\/+$/, '');
  if (!shop) return rejected('missing shop');
  const eventId = headerText(headerOf(headers, WOOCOMMERCE_DELIVERY_ID_HEADER));
  if (!eventId) return rejected('missing event id');
  const payload = parseJsonBody(rawBody);
  if (payload === undefined) return rejected('malformed body');
  return { outcome: 'event', event: { platform: 'woocommerce', topic, eventId, shop, payload } };
}
