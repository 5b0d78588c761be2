import type { StoreWebhookVerdict, WebhookRejectionReason } from '#domain/stores/ports';
import { bytesOf, type RawBody, type SignatureCheck } from '#lib/http/webhook-signature';
import { ROOT_FIELD_KEY } from '#lib/http/zod-errors';

/** Larger bodies are refused before hashing or parsing (a Shopify order with hundreds of lines is ~200 KB). */
export const STORE_WEBHOOK_MAX_BYTES = 1024 * 1024;

export const rejected = (reason: WebhookRejectionReason): StoreWebhookVerdict => ({
  outcome: 'rejected',
  reason,
  status: reason === 'body too large' ? 413 : SIGNATURE_REASONS.has(reason) ? 401 : 400,
});

const SIGNATURE_REASONS = new Set<WebhookRejectionReason>([
  'missing signature',
  'malformed signature',
  'bad signature',
  'no secret configured',
]);

/**
 * The field a 400 rejection names: the body, or the part of the delivery that carries the topic,
 * shop or event id (a header on some platforms, the body on others, so named by what it is).
 */
export const REJECTION_FIELD: Partial<Record<WebhookRejectionReason, string>> = {
  'malformed body': ROOT_FIELD_KEY,
  'missing topic': 'topic',
  'missing shop': 'shop',
  'missing event id': 'eventId',
};

export const SIGNATURE_REJECTION: Record<Exclude<SignatureCheck, 'valid'>, WebhookRejectionReason> = {
  missing: 'missing signature',
  malformed: 'malformed signature',
  mismatch: 'bad signature',
};

export const tooLarge = (rawBody: RawBody): boolean => bytesOf(rawBody).length > STORE_WEBHOOK_MAX_BYTES;

/** The body as JSON, or undefined when it is not JSON (only ever called after the signature held). */
export function parseJsonBody(rawBody: RawBody): unknown {
  try {
    return JSON.parse(bytesOf(rawBody).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A header's trimmed value, capped so an id or topic never carries a kilobyte into a key. */
export const headerText = (value: string | undefined, max = 255): string | undefined => {
  const text = value?.trim();
  return text && text.length <= max ? text : undefined;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
