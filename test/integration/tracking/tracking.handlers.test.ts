import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderDisplayStatus } from '#domain/orders/order-grid.rules';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import type { TrackingEmailQueue } from '#domain/tracking/ports';
import { shipmentTrackingOf } from '#domain/tracking/shipment-tracking.rules';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoTrackingEmailClaims, dynamoTrackingStore } from '#functions/tracking/adapters/dynamodb.tracking-store';
import { handler as webhook } from '#functions/tracking/handlers/easypost-webhook.handler';
import { handler as worker, makeApplyTrackingWorker } from '#functions/tracking/handlers/apply-tracking.worker';
import { makeApplyTracking } from '#functions/tracking/use-cases/apply-tracking.use-case';
import { makePollTrackers } from '#functions/tracking/use-cases/poll-trackers.use-case';
import { trackingUpdateOverflow } from '#functions/tracking/tracking.deps';
import { QUEUE_MESSAGE_MAX_BYTES, QUEUE_OVERFLOW_PREFIX } from '#lib/queue-overflow';
import { EASYPOST_WEBHOOK_MAX_BYTES } from '#functions/tracking/easypost-webhook';
import { resetConfigForTests } from '#lib/config';
import {
  TrackingEmailClaimEntity,
  TrackingWatchEntity,
  WebhookDeliveryEntity,
} from '#functions/tracking/db/tracking.entity';
import { onTable } from '#lib/db/table';
import { createTestAccount } from '#test/support/accounts';
import { invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { receiveEvent } from '#test/support/print';
import { labelledShipment, scan, trackerUpdatedBody, webhookEvent } from '#test/support/tracking';

/**
 * Carrier tracking events in, against DynamoDB Local and a local SQS (fauxqs): the signed EasyPost
 * webhook (401 for anything not signed with the secret, nothing stored), the tracking-updates worker
 * (idempotent, forward-only, tenancy by tracking code), the emails queue (one message per status,
 * even when a send fails midway), and the polling fallback.
 */
let sqs: SqsLocal;
let client: SQSClient;
let updatesUrl: string;
let emailsUrl: string;
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeAll(async () => {
  sqs = await startSqsLocal({
    port: 0,
    queues: QUEUES.filter((q) => q.name === 'tracking-updates' || q.name === 'emails'),
  });
  client = localSqsClient(sqs.endpoint);
  updatesUrl = sqs.queues.find((q) => q.name === 'tracking-updates')!.url;
  emailsUrl = sqs.queues.find((q) => q.name === 'emails')!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.TRACKING_UPDATES_QUEUE_URL = updatesUrl;
  process.env.EMAILS_QUEUE_URL = emailsUrl;
  resetConfigForTests();
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
  await addTestWarehouse(mine.owner, mine.accountId);
  await addTestWarehouse(theirs.owner, theirs.accountId);
});

/** Every message waiting on a queue (receives until it is empty). */
async function drain(url: string): Promise<SQSEvent['Records']> {
  const records: SQSEvent['Records'] = [];
  for (;;) {
    const event = await receiveEvent(client, url);
    if (event.Records.length === 0) return records;
    records.push(...event.Records);
  }
}

/** The tracking-updates messages run through the real worker; its partial-failure answer. */
async function runWorker(): Promise<{ records: number; failures: number }> {
  const records = await drain(updatesUrl);
  if (records.length === 0) return { records: 0, failures: 0 };
  const res = (await worker({ Records: records }, lambdaContext)) as SQSBatchResponse;
  return { records: records.length, failures: res.batchItemFailures.length };
}

async function emailsFor(shipmentId: string): Promise<TrackingEmailMessage[]> {
  return (await drain(emailsUrl))
    .map((r) => JSON.parse(r.body) as TrackingEmailMessage)
    .filter((m) => m.shipmentId === shipmentId);
}

async function trackingCodeOf(accountId: string, orderId: string): Promise<string> {
  const order = (await dynamoOrderStore.get(accountId, orderId))!;
  return order.shipments[0].label!.trackingCode!;
}

const deliveryOf = (eventId: string) => onTable(WebhookDeliveryEntity).get({ provider: 'easypost', eventId }).go();

describe('POST /api/v1/webhooks/easypost: the signature over the raw bytes', () => {
  it('the label commit indexes the tracking code to its account, order and shipment', async () => {
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    expect(await dynamoTrackingStore.findByTrackingCode(code)).toEqual({
      trackingCode: code,
      accountId: mine.accountId,
      orderId,
      shipmentId,
      carrier: 'UPS',
    });
  });

  it('tampered body, wrong secret, missing or malformed header: 401, nothing stored or enqueued', async () => {
    const raw = trackerUpdatedBody({
      eventId: 'evt_reject',
      trackingCode: '1ZNOBODY',
      status: 'in_transit',
      events: [scan('in_transit', '2030-01-02T10:00:00Z')],
    });
    const signed = webhookEvent(raw);
    const tampered = webhookEvent(raw.replace('in_transit', 'delivered'), {
      signature: signed.headers['x-hmac-signature'],
    });
    for (const event of [
      tampered,
      webhookEvent(raw, { secret: 'not-the-secret' }),
      webhookEvent(raw, { signature: null }),
      webhookEvent(raw, { signature: 'sha256=deadbeef' }),
    ]) {
      const res = await invoke(webhook, event);
      expect(res).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    }
    expect((await deliveryOf('evt_reject')).data).toBeNull();
    expect(await drain(updatesUrl)).toHaveLength(0);
  });

  it('a signed body that is no event answers 400; another event type is acknowledged and dropped', async () => {
    expect((await invoke(webhook, webhookEvent('{"not":"an event"'))).status).toBe(400);
    expect((await invoke(webhook, webhookEvent('{"not":"an event"'))).body.fieldErrors).toEqual({
      _: 'Request body is not valid JSON',
    });
    const noCode = JSON.parse(
      trackerUpdatedBody({ eventId: 'evt_no_code', trackingCode: '1ZNOCODE', status: 'in_transit', events: [] }),
    );
    delete noCode.result.tracking_code;
    const refused = await invoke(webhook, webhookEvent(JSON.stringify(noCode)));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['result.tracking_code']);
    expect(Object.keys((await invoke(webhook, webhookEvent('{"id":"evt_x"}'))).body.fieldErrors)).toContain('object');
    const other = JSON.stringify({ id: 'evt_batch', object: 'Event', description: 'batch.updated', result: {} });
    expect(await invoke(webhook, webhookEvent(other))).toMatchObject({ status: 200, body: { received: true } });
    expect(await drain(updatesUrl)).toHaveLength(0);
  });

  it('a signed update whose text holds characters a queue refuses (emoji locally, U+FFFF on SQS) is enqueued as sent', async () => {
    const city = 'Austin 🚚 \uffff\ufffe';
    const raw = trackerUpdatedBody({
      eventId: 'evt_unicode',
      trackingCode: '1ZUNICODE',
      status: 'in_transit',
      events: [scan('in_transit', '2030-01-02T10:00:00Z', city)],
    });
    expect(await invoke(webhook, webhookEvent(raw))).toMatchObject({ status: 200, body: { received: true } });
    const queued = await drain(updatesUrl);
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0].body)).toMatchObject({
      trackingCode: '1ZUNICODE',
      events: [{ tracking_location: { city } }],
    });
  });

  it('the bytes are hashed as received: a base64-encoded body verifies like the text', async () => {
    const raw = trackerUpdatedBody({
      eventId: 'evt_b64',
      trackingCode: '1ZUNKNOWNB64',
      status: 'in_transit',
      events: [],
    });
    const event = webhookEvent(raw);
    event.body = Buffer.from(raw, 'utf8').toString('base64');
    event.isBase64Encoded = true;
    expect((await invoke(webhook, event)).status).toBe(200);
    expect((await drain(updatesUrl)).length).toBe(1);
  });
});

describe('the tracking-updates worker', () => {
  it('a replayed delivery is accepted, enqueued once, applied once, and sends one email', async () => {
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    const raw = trackerUpdatedBody({
      eventId: `evt_${code}_1`,
      trackingCode: code,
      status: 'in_transit',
      events: [scan('pre_transit', '2030-01-01T09:00:00Z'), scan('in_transit', '2030-01-02T10:00:00Z', 'Dallas')],
    });
    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);
    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);
    expect((await deliveryOf(`evt_${code}_1`)).data?.enqueued).toBe(true);
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });

    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.shipments[0].shipmentStatus).toBe('in_transit');
    expect(orderDisplayStatus(order)).toBe('In Transit');
    expect(shipmentTrackingOf(order.shipments[0]).events.map((e) => e.status)).toEqual(['pre_transit', 'in_transit']);
    const emails = await emailsFor(shipmentId);
    expect(emails).toEqual([
      {
        kind: 'tracking',
        accountId: mine.accountId,
        orderId,
        shipmentId,
        emailStatus: 'in_transit',
        trackingCode: code,
        emailKey: `${shipmentId}#in_transit`,
      },
    ]);
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, orderId);
    expect(activity.filter((a) => a.type === 'shipment_status_updated')).toHaveLength(1);

    // The same message delivered again by SQS (at-least-once): nothing changes, nothing is sent.
    const again = { Records: [{ ...(await sqsRecord(raw)) }] };
    expect(((await worker(again, lambdaContext)) as SQSBatchResponse).batchItemFailures).toEqual([]);
    expect((await dynamoOrderStore.get(mine.accountId, orderId))!.version).toBe(order.version);
    expect(await emailsFor(shipmentId)).toEqual([]);
  });

  it('a send the queue refuses answers 500 and leaves the delivery pending, not received: the redelivery applies it once', async () => {
    const { orderId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    const raw = trackerUpdatedBody({
      eventId: `evt_${code}_send_fails`,
      trackingCode: code,
      status: 'in_transit',
      events: [scan('in_transit', '2030-01-02T10:00:00Z', 'Dallas')],
    });
    process.env.TRACKING_UPDATES_QUEUE_URL = `${updatesUrl}-gone`;
    try {
      expect((await invoke(webhook, webhookEvent(raw))).status).toBe(500);
    } finally {
      process.env.TRACKING_UPDATES_QUEUE_URL = updatesUrl;
    }
    expect((await deliveryOf(`evt_${code}_send_fails`)).data?.enqueued).toBe(false);
    expect(await runWorker()).toEqual({ records: 0, failures: 0 });

    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);
    expect((await deliveryOf(`evt_${code}_send_fails`)).data?.enqueued).toBe(true);
    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.shipments[0].shipmentStatus).toBe('in_transit');
    const activity = await dynamoActivityLog.listForOrder(mine.accountId, orderId);
    expect(activity.filter((a) => a.type === 'shipment_status_updated')).toHaveLength(1);
  });

  it('an update whose scans are too large for a message once escaped keeps them in S3 behind a pointer and applies them', async () => {
    const { orderId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    // A hundred scans with long accented texts: 2 bytes each as sent, 6 characters each escaped.
    const events = Array.from({ length: 100 }, (_, i) => ({
      ...scan('in_transit', new Date(Date.UTC(2030, 0, 2, 0, i)).toISOString(), 'Montréal'),
      message: `${'é'.repeat(1_500)} 🚚 \uffff ${i}`,
    }));
    const raw = trackerUpdatedBody({ eventId: `evt_${code}_large`, trackingCode: code, status: 'in_transit', events });
    expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(EASYPOST_WEBHOOK_MAX_BYTES);
    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);

    const records = await drain(updatesUrl);
    expect(records).toHaveLength(1);
    expect(records[0].body.length).toBeLessThanOrEqual(QUEUE_MESSAGE_MAX_BYTES);
    const sent = JSON.parse(records[0].body);
    expect(sent.events).toBeUndefined();
    expect(sent.eventsRef.key.startsWith(`${QUEUE_OVERFLOW_PREFIX}tracking-updates/`)).toBe(true);
    expect(((await worker({ Records: records }, lambdaContext)) as SQSBatchResponse).batchItemFailures).toEqual([]);
    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.shipments[0].shipmentStatus).toBe('in_transit');
    expect(shipmentTrackingOf(order.shipments[0]).events.at(-1)?.message).toBe(events[99].message);
  });

  it('out-of-order events never move a shipment backwards; delivered sets the delivery date and Delivered', async () => {
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    const delivered = trackerUpdatedBody({
      eventId: `evt_${code}_late`,
      trackingCode: code,
      status: 'delivered',
      events: [scan('delivered', '2030-01-04T15:30:00Z', 'Houston')],
    });
    const stale = trackerUpdatedBody({
      eventId: `evt_${code}_early`,
      trackingCode: code,
      status: 'out_for_delivery',
      events: [scan('out_for_delivery', '2030-01-04T08:00:00Z', 'Houston')],
    });
    await invoke(webhook, webhookEvent(delivered));
    expect((await runWorker()).failures).toBe(0);
    await invoke(webhook, webhookEvent(stale));
    expect((await runWorker()).failures).toBe(0);

    const order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    const shipment = order.shipments[0];
    const tracking = shipmentTrackingOf(shipment);
    expect(shipment.shipmentStatus).toBe('delivered');
    expect(orderDisplayStatus(order)).toBe('Delivered');
    expect(tracking.events.map((e) => e.status)).toEqual(['out_for_delivery', 'delivered']);
    expect(tracking.deliveryDate).toBe('2030-01-04');
    expect(order.deliveryDate).toBe('2030-01-04');
    expect(tracking.transitDays).toEqual(expect.any(Number));
    expect((await emailsFor(shipmentId)).map((e) => e.emailStatus)).toEqual(['delivered']);
    // The journey ended: the polling fallback no longer watches it.
    expect((await onTable(TrackingWatchEntity).get({ trackingCode: code }).go()).data).toBeNull();
  });

  it('an unknown tracking code is acknowledged and dropped', async () => {
    const raw = trackerUpdatedBody({
      eventId: 'evt_unknown_code',
      trackingCode: `1ZUNKNOWN${Date.now()}`,
      status: 'in_transit',
      events: [scan('in_transit', '2030-01-02T10:00:00Z')],
    });
    expect((await invoke(webhook, webhookEvent(raw))).status).toBe(200);
    expect(await runWorker()).toEqual({ records: 1, failures: 0 });
  });

  it('tenancy: an event only ever touches the order its tracking code belongs to', async () => {
    const a = await labelledShipment(mine.accountId, mine.owner);
    const b = await labelledShipment(theirs.accountId, theirs.owner);
    const theirsBefore = (await dynamoOrderStore.get(theirs.accountId, b.orderId))!;
    const code = await trackingCodeOf(mine.accountId, a.orderId);
    await invoke(
      webhook,
      webhookEvent(
        trackerUpdatedBody({
          eventId: `evt_${code}_tenancy`,
          trackingCode: code,
          status: 'in_transit',
          events: [scan('in_transit', '2030-01-02T10:00:00Z')],
        }),
      ),
    );
    expect((await runWorker()).failures).toBe(0);
    expect((await dynamoOrderStore.get(mine.accountId, a.orderId))!.shipments[0].shipmentStatus).toBe('in_transit');
    expect(await dynamoOrderStore.get(theirs.accountId, b.orderId)).toEqual(theirsBefore);
    expect(await dynamoActivityLog.listForOrder(theirs.accountId, b.orderId)).not.toContainEqual(
      expect.objectContaining({ type: 'shipment_status_updated' }),
    );
  });

  it('an email send that fails midway is retried and the email is sent exactly once', async () => {
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    const sent: TrackingEmailMessage[] = [];
    let failures = 1;
    const flaky: TrackingEmailQueue = {
      async send(message) {
        if (failures-- > 0) throw new Error('SQS unavailable');
        sent.push(message);
      },
    };
    const flakyWorker = makeApplyTrackingWorker(
      makeApplyTracking({ tracking: dynamoTrackingStore, claims: dynamoTrackingEmailClaims, emails: flaky }),
      trackingUpdateOverflow,
    );
    const raw = trackerUpdatedBody({
      eventId: `evt_${code}_flaky`,
      trackingCode: code,
      status: 'out_for_delivery',
      events: [scan('out_for_delivery', '2030-01-04T08:00:00Z')],
    });
    await invoke(webhook, webhookEvent(raw));
    const event = { Records: await drain(updatesUrl) };
    expect(event.Records).toHaveLength(1);

    // First delivery: the order is written, the claim taken, the send throws: the record fails
    // (a batch whose every record failed is thrown back to Lambda whole, as Powertools does).
    await expect(flakyWorker(event, lambdaContext)).rejects.toThrow(/All records failed/);
    expect(sent).toHaveLength(0);
    const claim = await onTable(TrackingEmailClaimEntity)
      .get({ accountId: mine.accountId, emailKey: `${shipmentId}#out_for_delivery` })
      .go();
    expect(claim.data?.queued).toBe(false);
    expect((await dynamoOrderStore.get(mine.accountId, orderId))!.shipments[0].shipmentStatus).toBe('out_for_delivery');

    // Redelivered: the order is unchanged, the unsent email is sent; redelivered again: nothing more.
    for (let i = 0; i < 2; i++) {
      expect(((await flakyWorker(event, lambdaContext)) as SQSBatchResponse).batchItemFailures).toEqual([]);
    }
    expect(sent.map((m) => m.emailKey)).toEqual([`${shipmentId}#out_for_delivery`]);
    const after = await onTable(TrackingEmailClaimEntity)
      .get({ accountId: mine.accountId, emailKey: `${shipmentId}#out_for_delivery` })
      .go();
    expect(after.data).toMatchObject({ queued: true, sends: 1 });
  });
});

describe('the polling fallback', () => {
  it('asks the carrier about quiet shipments, applies through the same use case, and stops at delivered', async () => {
    const { orderId, shipmentId } = await labelledShipment(mine.accountId, mine.owner);
    const code = await trackingCodeOf(mine.accountId, orderId);
    const sent: TrackingEmailMessage[] = [];
    const apply = makeApplyTracking({
      tracking: dynamoTrackingStore,
      claims: dynamoTrackingEmailClaims,
      emails: { send: async (m) => void sent.push(m) },
    });
    // The carrier port's scans: the same fields, a location without nulls.
    const carrierScan = (status: string, datetime: string) => ({
      ...scan(status, datetime),
      tracking_location: { city: 'Austin', state: 'TX', country: 'US' },
    });
    let answer = { status: 'in_transit', events: [carrierScan('in_transit', '2030-01-02T10:00:00Z')] };
    const carrier = {
      track: async (_c: string, trackingCode: string) => ({ trackingCode, ...answer }),
    };
    // Seven hours on: past the six-hour quiet period of the label's watch.
    const later = () => new Date(Date.now() + 7 * 60 * 60 * 1000);
    const poll = makePollTrackers({ tracking: dynamoTrackingStore, carrier, applyTracking: apply, clock: later });

    // Other tests' watches are due too; this shipment is among those polled.
    const polled = () => poll({ limit: 1_000 });
    expect((await polled()).failed).toBe(0);
    let order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.shipments[0].shipmentStatus).toBe('in_transit');

    answer = { status: 'delivered', events: [...answer.events, carrierScan('delivered', '2030-01-03T12:00:00Z')] };
    const watch = (await onTable(TrackingWatchEntity).get({ trackingCode: code }).go()).data!;
    await dynamoTrackingStore.postponeWatch({ ...watch, checkAfter: new Date().toISOString() });
    await polled();
    order = (await dynamoOrderStore.get(mine.accountId, orderId))!;
    expect(order.shipments[0].shipmentStatus).toBe('delivered');
    expect((await onTable(TrackingWatchEntity).get({ trackingCode: code }).go()).data).toBeNull();
    expect(sent.filter((m) => m.shipmentId === shipmentId).map((m) => m.emailStatus)).toEqual([
      'in_transit',
      'delivered',
    ]);
  });
});

/** One SQS record carrying the tracking update a webhook body makes (a redelivery of the same message). */
async function sqsRecord(raw: string): Promise<SQSEvent['Records'][number]> {
  const { trackingUpdateMessageOf } = await import('#functions/tracking/use-cases/receive-webhook.use-case');
  const { parseEasyPostEvent } = await import('#functions/tracking/easypost-webhook');
  const reading = parseEasyPostEvent(JSON.parse(raw));
  if (reading.kind !== 'tracker_updated') throw new Error('not a tracker update');
  return {
    messageId: `redelivery-${Date.now()}`,
    receiptHandle: 'r',
    body: JSON.stringify(trackingUpdateMessageOf(reading.update)),
    attributes: {
      ApproximateReceiveCount: '2',
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:tracking-updates',
    awsRegion: 'us-east-1',
  };
}
