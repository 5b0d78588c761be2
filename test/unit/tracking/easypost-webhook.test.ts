import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EASYPOST_WEBHOOK_MAX_BYTES,
  easyPostSignature,
  parseEasyPostEvent,
  readEasyPostWebhook,
  verifyEasyPostSignature,
} from '#functions/tracking/easypost-webhook';
import { applyTrackingEvents } from '#domain/tracking/tracking-progress.rules';

const SECRET = 'whsec-test-Shipdeck';
const raw = readFileSync(new URL('../../fixtures/easypost/tracker-updated.json', import.meta.url));
const sample = JSON.parse(raw.toString('utf8')) as { result: Record<string, unknown> } & Record<string, unknown>;
/** What EasyPost computes: HMAC-SHA256 of the raw body, keyed with the NFKD-normalized secret, as hex. */
const signed = (body: Uint8Array | string, secret = SECRET) =>
  `hmac-sha256-hex=${createHmac('sha256', secret.normalize('NFKD')).update(body).digest('hex')}`;

describe('EasyPost X-Hmac-Signature', () => {
  it('a delivery signed with the secret is accepted, whatever the header case', () => {
    const reading = readEasyPostWebhook(raw, { 'X-Hmac-Signature': signed(raw) }, SECRET);
    expect(reading.kind).toBe('tracker_updated');
    expect(easyPostSignature(raw, SECRET)).toBe(signed(raw));
  });

  it('hashes the raw bytes: the same JSON re-serialized does not verify', () => {
    const reserialized = JSON.stringify(JSON.parse(raw.toString('utf8')));
    expect(verifyEasyPostSignature(reserialized, signed(raw), SECRET)).toBe(false);
  });

  it('normalizes the secret NFKD as EasyPost does', () => {
    const composed = 'caf\u00e9-secret';
    expect(verifyEasyPostSignature(raw, signed(raw, 'cafe\u0301-secret'), composed)).toBe(true);
  });

  it('accepts upper-case hex digits', () => {
    const header = signed(raw).replace(/=(.*)$/, (_, hex: string) => `=${hex.toUpperCase()}`);
    expect(verifyEasyPostSignature(raw, header, SECRET)).toBe(true);
  });

  it('a tampered body is refused', () => {
    const tampered = Buffer.from(raw.toString('utf8').replace('"out_for_delivery"', '"delivered"'));
    expect(readEasyPostWebhook(tampered, { 'x-hmac-signature': signed(raw) }, SECRET)).toEqual({
      kind: 'unauthorized',
    });
  });

  it('a signature made with another secret is refused', () => {
    expect(readEasyPostWebhook(raw, { 'x-hmac-signature': signed(raw, 'another-secret') }, SECRET)).toEqual({
      kind: 'unauthorized',
    });
  });

  it('a missing header is refused', () => {
    expect(readEasyPostWebhook(raw, { 'content-type': 'application/json' }, SECRET)).toEqual({ kind: 'unauthorized' });
  });

  it.each([
    ['no prefix', () => signed(raw).slice('hmac-sha256-hex='.length)],
    ['another algorithm', () => signed(raw).replace('sha256', 'sha1')],
    ['a short digest', () => signed(raw).slice(0, -2)],
    ['a long digest', () => `${signed(raw)}00`],
    ['not hex', () => `hmac-sha256-hex=${'z'.repeat(64)}`],
    ['empty', () => ''],
  ])('a malformed header (%s) is refused', (_, header) => {
    expect(verifyEasyPostSignature(raw, header(), SECRET)).toBe(false);
  });

  it('no secret configured verifies nothing', () => {
    expect(verifyEasyPostSignature(raw, signed(raw, ''), '')).toBe(false);
  });

  it('an oversized body is refused before hashing', () => {
    const big = Buffer.alloc(EASYPOST_WEBHOOK_MAX_BYTES + 1, 0x20);
    expect(verifyEasyPostSignature(big, signed(big), SECRET)).toBe(false);
  });
});

describe('tracker.updated → our tracking events', () => {
  it('reads the recorded-style sample: code, carrier, status, estimate, events', () => {
    const reading = readEasyPostWebhook(raw, { 'x-hmac-signature': signed(raw) }, SECRET);
    if (reading.kind !== 'tracker_updated') throw new Error(reading.kind);
    const { events, ...rest } = reading.update;
    expect(rest).toEqual({
      eventId: 'evt_5b0c2e4a6c8e4f0a9b1d3f5a7c9e1b3d',
      mode: 'test',
      trackingCode: '1Z999AA10123456784',
      carrier: 'UPS',
      status: 'out_for_delivery',
      statusDetail: 'out_for_delivery',
      estimatedDeliveryDate: '2025-03-18',
      publicUrl: 'https://track.easypost.com/djE6dHJrXzJjNGU2YThjMGUyYjRkNmY4YTBjMmU0YjZkOGYwYTJj',
    });
    expect(events.map((e) => e.status)).toEqual(['pre_transit', 'in_transit', 'in_transit', 'out_for_delivery']);
    expect(events[1]).toEqual({
      message: 'Arrived at Facility',
      description: 'Arrived at Facility',
      status: 'in_transit',
      status_detail: 'arrived_at_facility',
      datetime: '2025-03-15T09:12:44Z',
      source: 'UPS',
      tracking_location: { city: 'AUSTIN', state: 'TX', country: 'US', zip: '78744' },
    });
    expect(events[0].tracking_location).toEqual({ city: null, state: null, country: null, zip: null });
  });

  it('the parsed events apply, and a redelivery of them changes nothing', () => {
    const reading = parseEasyPostEvent(sample);
    if (reading.kind !== 'tracker_updated') throw new Error(reading.kind);
    const start = { status: 'pre_transit', events: [], carrier: 'UPS' as const, shipDate: '2025-03-14' };
    const first = applyTrackingEvents(start, reading.update.events);
    expect(first.state.status).toBe('out_for_delivery');
    expect(applyTrackingEvents(first.state, reading.update.events).changed).toBe(false);
  });

  it('another event is acknowledged and ignored', () => {
    expect(parseEasyPostEvent({ ...sample, description: 'batch.updated', result: {} })).toEqual({
      kind: 'ignored',
      eventId: 'evt_5b0c2e4a6c8e4f0a9b1d3f5a7c9e1b3d',
      description: 'batch.updated',
    });
  });

  it.each([
    ['not an Event', { ...sample, object: 'Tracker' }],
    ['a result that is not a Tracker', { ...sample, result: { ...sample.result, object: 'Shipment' } }],
    ['no tracking code', { ...sample, result: { ...sample.result, tracking_code: '' } }],
    ['a tracking code past its cap', { ...sample, result: { ...sample.result, tracking_code: 'X'.repeat(101) } }],
    [
      'a scan without a datetime',
      { ...sample, result: { ...sample.result, tracking_details: [{ status: 'in_transit' }] } },
    ],
    [
      'too many scans',
      {
        ...sample,
        result: {
          ...sample.result,
          tracking_details: Array(501).fill((sample.result.tracking_details as unknown[])[0]),
        },
      },
    ],
  ])('%s is invalid', (_, body) => {
    const reading = parseEasyPostEvent(body);
    expect(reading.kind).toBe('invalid');
    // The 400 names where the event is wrong.
    expect(Object.keys(reading.kind === 'invalid' ? reading.fieldErrors : {}).length).toBeGreaterThan(0);
  });

  it('names the Tracker field that is wrong under result', () => {
    const reading = parseEasyPostEvent({ ...sample, result: { ...sample.result, tracking_code: '' } });
    expect(reading).toMatchObject({ kind: 'invalid', fieldErrors: { 'result.tracking_code': expect.any(String) } });
  });

  it('a signed body that is not JSON is invalid', () => {
    expect(readEasyPostWebhook('not json', { 'x-hmac-signature': signed('not json') }, SECRET)).toEqual({
      kind: 'invalid',
      issue: 'body is not JSON',
      fieldErrors: { _: 'Request body is not valid JSON' },
    });
  });
});
