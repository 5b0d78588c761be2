import type { RawStoreWebhook, StoreWebhookSecrets, StoreWebhookVerdict } from '#domain/stores/ports';
import { BIGCOMMERCE_SECRET_HEADER } from '#domain/stores/store-platforms.rules';
import { headerOf, secretsEqual } from '#lib/http/webhook-signature';
import { isObject, parseJsonBody, rejected, tooLarge } from './store-webhook';

const PRODUCER = /^stores\/([a-z0-9]{1,64})$/i;

const text = (value: unknown, max = 255): string | undefined => {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof s === 'string' && s.trim() !== '' && s.length <= max ? s.trim() : undefined;
};

/**
 * BigCommerce does not sign its webhooks; each of a store's webhooks is created with a per-store
 * secret in a custom header (BIGCOMMERCE_SECRET_HEADER), compared in constant time. The body is
 * thin — `{ scope, store_id, data: { type, id }, hash, created_at, producer }` — so the event names
 * the resource to fetch back. The event id is `hash`, else scope, resource id and created_at.
 */
export function verifyBigCommerceWebhook(
  request: RawStoreWebhook,
  { secret }: StoreWebhookSecrets,
): StoreWebhookVerdict {
  const { headers, rawBody } = request;
  if (!secret) return rejected('no secret configured');
  if (tooLarge(rawBody)) return rejected('body too large');
  const given = headerOf(headers, BIGCOMMERCE_SECRET_HEADER);
  if (given === undefined || given.trim() === '') return rejected('missing signature');
  if (!secretsEqual(given.trim(), secret)) return rejected('bad signature');

  const payload = parseJsonBody(rawBody);
  if (!isObject(payload)) return rejected('malformed body');
  const topic = text(payload.scope);
  if (!topic) return rejected('missing topic');
  const shop = PRODUCER.exec(text(payload.producer) ?? '')?.[1] ?? text(payload.store_id);
  if (!shop) return rejected('missing shop');
  const data = isObject(payload.data) ? payload.data : {};
  const resourceType = text(data.type);
  const resourceId = text(data.id);
  const createdAt = text(payload.created_at);
  const eventId = text(payload.hash) ?? (resourceId && createdAt ? `${topic}:${resourceId}:${createdAt}` : undefined);
  if (!eventId) return rejected('missing event id');
  return {
    outcome: 'event',
    event: {
      platform: 'bigcommerce',
      topic,
      eventId,
      shop,
      payload,
      ...(resourceType && resourceId ? { resource: { type: resourceType, id: resourceId } } : {}),
    },
  };
}
