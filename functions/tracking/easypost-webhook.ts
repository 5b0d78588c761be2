import * as z from 'zod';
import type { FieldErrors } from '#domain/validation/field-errors.rules';
import { BODY_NOT_JSON } from '#lib/http/request-body';
import { bytesOf, digestsEqual, headerOf, hmacSha256, type RawBody } from '#lib/http/webhook-signature';
import { fieldErrorsFromZod, ROOT_FIELD_KEY } from '#lib/http/zod-errors';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { TEXT_MAX, list, text } from '#domain/validation/bounded.schema';

/**
 * EasyPost's tracker webhooks: the signature check and the `tracker.updated` event as our
 * tracking events. EasyPost signs each delivery with the webhook's secret: header
 * `X-Hmac-Signature: hmac-sha256-hex=<hex>`, the HMAC-SHA256 of the raw request body keyed with
 * the secret NFKD-normalized and UTF-8 encoded (docs.easypost.com Webhooks Guide, "HMAC
 * Validation"; the official clients' validateWebhook). The body is hashed as received: its bytes,
 * never a re-serialized parse (the official Node client's rewrite of `"weight": 10` to `10.0`
 * exists only to repair bodies that were parsed and re-serialized before the check).
 */
export const EASYPOST_SIGNATURE_HEADER = 'x-hmac-signature';
const SIGNATURE_PREFIX = 'hmac-sha256-hex=';
const SIGNATURE_PATTERN = /^hmac-sha256-hex=([0-9a-f]{64})$/i;

/** Larger bodies are refused before hashing or parsing (a tracker with hundreds of scans is ~100 KB). */
export const EASYPOST_WEBHOOK_MAX_BYTES = 512 * 1024;
/** Scans kept from one tracker; a parcel's journey has tens. */
export const TRACKING_DETAILS_MAX = 500;

export { headerOf, type RawBody };

const hmacOf = (rawBody: RawBody, secret: string): Buffer => hmacSha256(secret.normalize('NFKD'), rawBody);

/** The header value EasyPost sends for a body (the sandbox carrier signs its webhooks with it). */
export function easyPostSignature(rawBody: RawBody, secret: string): string {
  return SIGNATURE_PREFIX + hmacOf(rawBody, secret).toString('hex');
}

/**
 * The body was signed with `secret`: the header is `hmac-sha256-hex=` and 64 hex digits, and its
 * digest equals the body's, compared in constant time (equal lengths checked first, as
 * timingSafeEqual requires). A missing or malformed header, an empty secret or an oversized body
 * is a failed check.
 */
export function verifyEasyPostSignature(rawBody: RawBody, header: string | undefined, secret: string): boolean {
  const hex = SIGNATURE_PATTERN.exec(header?.trim() ?? '')?.[1];
  if (!hex || !secret || bytesOf(rawBody).length > EASYPOST_WEBHOOK_MAX_BYTES) return false;
  return digestsEqual(Buffer.from(hex, 'hex'), hmacOf(rawBody, secret));
}

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? '');

const trackingDetailSchema = z.object({
  message: optionalText(TEXT_MAX.note),
  description: optionalText(TEXT_MAX.note),
  status: optionalText(TEXT_MAX.short),
  status_detail: optionalText(TEXT_MAX.short),
  datetime: text(TEXT_MAX.short).refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid datetime'),
  source: optionalText(TEXT_MAX.short),
  tracking_location: z
    .object({
      city: text(TEXT_MAX.address).nullish(),
      state: text(TEXT_MAX.address).nullish(),
      country: text(TEXT_MAX.short).nullish(),
      zip: text(20).nullish(),
    })
    .nullish(),
});

/** The Tracker of a `tracker.updated` event (EasyPost's Tracker object; fields we do not use are dropped). */
export const easyPostTrackerResultSchema = z.object({
  id: text(TEXT_MAX.id),
  object: z.literal('Tracker'),
  mode: optionalText(TEXT_MAX.short),
  tracking_code: text(TEXT_MAX.id).min(1),
  status: text(TEXT_MAX.short).min(1),
  status_detail: optionalText(TEXT_MAX.short),
  carrier: text(TEXT_MAX.short).min(1),
  est_delivery_date: optionalText(TEXT_MAX.short),
  shipment_id: optionalText(TEXT_MAX.id),
  public_url: optionalText(TEXT_MAX.url),
  tracking_details: list(trackingDetailSchema, TRACKING_DETAILS_MAX)
    .nullish()
    .transform((v) => v ?? []),
});

/** EasyPost's Event envelope. */
export const easyPostEventSchema = z.object({
  id: text(TEXT_MAX.id).min(1),
  object: z.literal('Event'),
  description: text(TEXT_MAX.short),
  mode: optionalText(TEXT_MAX.short),
  created_at: optionalText(TEXT_MAX.short),
  result: z.unknown(),
});

export interface TrackerUpdate {
  /** EasyPost's event id (`evt_…`): the same on every redelivery of this event. */
  eventId: string;
  mode: string;
  trackingCode: string;
  /** The carrier as EasyPost names it (`UPS` for SurePost parcels too). */
  carrier: string;
  /** The tracker's status and detail (the latest scan's). */
  status: string;
  statusDetail: string;
  /** YYYY-MM-DD, when the carrier gives one. */
  estimatedDeliveryDate?: string;
  publicUrl?: string;
  events: TrackingEvent[];
}

export type EasyPostWebhookReading =
  /** Missing, malformed or wrong signature: answer 401. */
  | { kind: 'unauthorized' }
  /** Signed but not JSON or not the shape of its description: answer 400 naming the fields (EasyPost will retry). */
  | { kind: 'invalid'; issue: string; fieldErrors: FieldErrors }
  /** Signed and well formed, another event than tracker.updated: acknowledge and drop. */
  | { kind: 'ignored'; eventId: string; description: string }
  | { kind: 'tracker_updated'; update: TrackerUpdate };

type TrackerResult = z.output<typeof easyPostTrackerResultSchema>;

function trackingEventsOf(tracker: TrackerResult): TrackingEvent[] {
  return tracker.tracking_details.map((d) => ({
    message: d.message,
    description: d.description,
    status: d.status || tracker.status,
    status_detail: d.status_detail,
    datetime: d.datetime,
    source: d.source,
    tracking_location: {
      city: d.tracking_location?.city ?? null,
      state: d.tracking_location?.state ?? null,
      country: d.tracking_location?.country ?? null,
      zip: d.tracking_location?.zip ?? null,
    },
  }));
}

/** A parsed `tracker.updated` Event as our tracking update; other events are `ignored`. */
export function parseEasyPostEvent(body: unknown): Exclude<EasyPostWebhookReading, { kind: 'unauthorized' }> {
  const event = easyPostEventSchema.safeParse(body);
  if (!event.success)
    return { kind: 'invalid', issue: 'not an EasyPost event', fieldErrors: fieldErrorsFromZod(event.error) };
  const { id, description, mode } = event.data;
  if (description !== 'tracker.updated') return { kind: 'ignored', eventId: id, description };
  const tracker = easyPostTrackerResultSchema.safeParse(event.data.result);
  if (!tracker.success)
    return {
      kind: 'invalid',
      issue: 'tracker.updated without a valid Tracker',
      fieldErrors: fieldErrorsFromZod(tracker.error, 'result'),
    };
  const t = tracker.data;
  return {
    kind: 'tracker_updated',
    update: {
      eventId: id,
      mode: mode || t.mode,
      trackingCode: t.tracking_code,
      carrier: t.carrier,
      status: t.status,
      statusDetail: t.status_detail,
      ...(t.est_delivery_date ? { estimatedDeliveryDate: t.est_delivery_date.slice(0, 10) } : {}),
      ...(t.public_url ? { publicUrl: t.public_url } : {}),
      events: trackingEventsOf(t),
    },
  };
}

/** One webhook delivery, as the handler receives it: the signature first, then the JSON, then the event. */
export function readEasyPostWebhook(
  rawBody: RawBody,
  headers: Readonly<Record<string, string | undefined>>,
  secret: string,
): EasyPostWebhookReading {
  if (!verifyEasyPostSignature(rawBody, headerOf(headers, EASYPOST_SIGNATURE_HEADER), secret))
    return { kind: 'unauthorized' };
  let body: unknown;
  try {
    body = JSON.parse(bytesOf(rawBody).toString('utf8'));
  } catch {
    return { kind: 'invalid', issue: 'body is not JSON', fieldErrors: { [ROOT_FIELD_KEY]: BODY_NOT_JSON } };
  }
  return parseEasyPostEvent(body);
}
