import type { RawStoreWebhook, StoreWebhookSecrets, StoreWebhookVerdict } from '#domain/stores/ports';
import { SQUARE_SIGNATURE_HEADER } from '#domain/stores/store-platforms.rules';
import { checkHmacSignature, headerOf } from '#lib/http/webhook-signature';
import { SIGNATURE_REJECTION, isObject, parseJsonBody, rejected, tooLarge } from './store-webhook';

const text = (value: unknown, max = 255): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

/**
 * Square signs with the subscription's signature key: `x-square-hmacsha256-signature` is the
 * base64 HMAC-SHA256 of the notification URL (exactly as registered) followed by the raw body.
 * The event id and merchant are in the body: `event_id`, `merchant_id`, `type`.
 */
export function verifySquareWebhook(
  request: RawStoreWebhook,
  { secret, notificationUrl }: StoreWebhookSecrets,
): StoreWebhookVerdict {
  const { headers, rawBody } = request;
  if (!secret || !notificationUrl) return rejected('no secret configured');
  if (tooLarge(rawBody)) return rejected('body too large');
  const check = checkHmacSignature(
    headerOf(headers, SQUARE_SIGNATURE_HEADER),
    'base64',
    secret,
    notificationUrl,
    rawBody,
  );
  if (check !== 'valid') return rejected(SIGNATURE_REJECTION[check]);

  const payload = parseJsonBody(rawBody);
  if (!isObject(payload)) return rejected('malformed body');
  const topic = text(payload.type);
  if (!topic) return rejected('missing topic');
  const shop = text(payload.merchant_id);
  if (!shop) return rejected('missing shop');
  const eventId = text(payload.event_id);
  if (!eventId) return rejected('missing event id');
  return { outcome: 'event', event: { platform: 'square', topic, eventId, shop, payload } };
}
