/**
 * Carrier event → email (the Track and notify issue): for each event, the time from its signed
 * EasyPost webhook POST (the real handler, given the local gateway's event) to its email in the local
 * SES inbox, through the tracking-updates queue, the apply-tracking worker, the emails queue and the
 * send-email worker, each queue long-polled by the local runtime's pollers (fauxqs, DynamoDB Local,
 * aws-ses-v2-local). Shipments are bought through the label pipeline (the commit indexes their
 * tracking codes) and their in_transit and delivered templates saved active; each shipment gets
 * in_transit then delivered, `CONCURRENCY` shipments at a time. Every webhook is POSTed a second
 * time right after its first answer (EasyPost's redelivery: same event id and body), and its
 * tracking-updates message is put on the queue a second time (SQS's at-least-once delivery), and once the
 * queues are idle the inbox is read back: duplicateEmails is the count of emails beyond one per
 * subject (each subject names one order and status). The inbox is watched through its `/store`
 * endpoint every `INBOX_POLL_MS`, which bounds the figures' resolution.
 */
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { startSesLocal } from '#infra/local/ses-local';
import { forEachConcurrently } from '#lib/concurrently';
import { withBenchTable } from './support/bench-table';
import { freePort } from './support/bench-table-port';
import { benchLine, percentile, round } from './support/stats';
import { webhookDelivery, withTrackingQueues, type TrackingQueues } from './support/tracking-bench';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const SHIPMENTS = Math.ceil(EVENTS / 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const POLLERS = Number(process.env.BENCH_POLLERS ?? 1);
const INBOX_POLL_MS = 10;
const EMAIL_TIMEOUT_MS = 60_000;
const STATUSES = ['in_transit', 'delivered'] as const satisfies readonly TrackingEmailStatus[];

interface InboxEmail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
  at: number;
}

/** Watches the SES emulator's store: the first time each subject was seen, and how often. */
function watchInbox(endpoint: string) {
  const firstSeen = new Map<string, number>();
  const seenIds = new Set<string>();
  const bySubject = new Map<string, number>();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      // `since` is in whole seconds: a margin of two keeps every new email in the answer.
      const since = Math.floor(Date.now() / 1000) - 2;
      const res = await fetch(`${endpoint}/store?since=${since}`);
      const { emails } = (await res.json()) as { emails: InboxEmail[] };
      const now = performance.now();
      for (const e of emails) {
        if (seenIds.has(e.messageId)) continue;
        seenIds.add(e.messageId);
        if (!firstSeen.has(e.subject)) firstSeen.set(e.subject, now);
      }
      await new Promise((r) => setTimeout(r, INBOX_POLL_MS));
    }
  })();
  return {
    /** Resolves with when the email of `subject` was first seen. */
    async arrival(subject: string): Promise<number> {
      const deadline = performance.now() + EMAIL_TIMEOUT_MS;
      while (!firstSeen.has(subject)) {
        if (performance.now() > deadline) throw new Error(`no email "${subject}" within ${EMAIL_TIMEOUT_MS} ms`);
        await new Promise((r) => setTimeout(r, INBOX_POLL_MS / 2));
      }
      return firstSeen.get(subject)!;
    },
    /** Every email in the store, counted by subject (read whole, not from the watcher's view). */
    async counts(): Promise<Map<string, number>> {
      const { emails } = (await (await fetch(`${endpoint}/store`)).json()) as { emails: InboxEmail[] };
      bySubject.clear();
      for (const e of emails) bySubject.set(e.subject, (bySubject.get(e.subject) ?? 0) + 1);
      return bySubject;
    },
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** Both queues (and their in-flight messages) empty for a whole second. */
async function queuesIdle(queues: TrackingQueues): Promise<void> {
  let quietSince = performance.now();
  for (;;) {
    let busy = 0;
    for (const url of [queues.updates.url, queues.emails.url]) {
      const { Attributes } = await queues.client.send(
        new GetQueueAttributesCommand({
          QueueUrl: url,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      busy +=
        Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
        Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    }
    if (busy > 0) quietSince = performance.now();
    else if (performance.now() - quietSince > 1_000) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  await withBenchTable('shipdeck-bench-event-to-email', async () => {
    await withTrackingQueues(async (queues) => {
      const ses = await startSesLocal({ port: await freePort() });
      Object.assign(process.env, {
        AWS_ENDPOINT_URL_SESV2: ses.endpoint,
        EMAIL_FROM: 'Shipdeck <no-reply@shipdeck.local>',
      });
      try {
        await run(queues, ses.endpoint);
      } finally {
        await ses.stop();
      }
    });
  });
}

async function run(queues: TrackingQueues, sesEndpoint: string) {
  const { startQueuePollers } = await import('#infra/local/queue-poller');
  const { invoke, lambdaContext } = await import('../support/api-events');
  const { createTestAccount } = await import('../support/accounts');
  const { addTestWarehouse } = await import('../support/labels');
  const { labelledShipment, scan, trackerUpdatedBody } = await import('../support/tracking');
  const { dynamoOrderStore } = await import('#functions/orders/adapters/dynamodb.order-store');
  const { dynamoNotificationTemplateStore: templates } =
    await import('#functions/notifications/adapters/dynamodb.notification-template-store');
  const { defaultNotificationTemplate } = await import('#domain/tracking/notification-template-defaults.rules');
  const { renderSubject } = await import('#domain/tracking/tracking-email-render.rules');
  const { handler: webhook } = await import('#functions/tracking/handlers/easypost-webhook.handler');
  const { parseEasyPostEvent } = await import('#functions/tracking/easypost-webhook');
  const { trackingUpdateMessageOf } = await import('#functions/tracking/use-cases/receive-webhook.use-case');
  const { handler: applyTracking } = await import('#functions/tracking/handlers/apply-tracking.worker');
  const { handler: sendEmail } = await import('#functions/notifications/handlers/send-email.worker');

  const t0 = performance.now();
  const { accountId, owner } = await createTestAccount('Bench Tracking Foods');
  await addTestWarehouse(owner, accountId);
  for (const status of STATUSES) {
    await templates.put(accountId, status, { ...defaultNotificationTemplate(status), isActive: true }, 0);
  }
  const shipments: { trackingCode: string; orderNumber: string }[] = [];
  await forEachConcurrently(
    Array.from({ length: SHIPMENTS }, (_, i) => i),
    4,
    async () => {
      const { orderId } = await labelledShipment(accountId, owner);
      const order = (await dynamoOrderStore.get(accountId, orderId))!;
      shipments.push({ trackingCode: order.shipments[0].label!.trackingCode!, orderNumber: order.orderNumber });
    },
  );
  console.log(`Seeded ${SHIPMENTS} shipments with bought labels in ${round((performance.now() - t0) / 1000, 1)} s`);

  const subjectOf = (status: TrackingEmailStatus, orderNumber: string) =>
    renderSubject(defaultNotificationTemplate(status).subject, { orderNumber, companyName: '' });
  const inbox = watchInbox(sesEndpoint);
  const worker = (name: string, url: string, arn: string, run: typeof applyTracking | typeof sendEmail) =>
    Array.from({ length: POLLERS }, (_, i) => ({
      name: `${name}-${i}`,
      queueUrl: url,
      queueArn: arn,
      batchSize: 10,
      invoke: (event: Parameters<typeof run>[0]) => run(event, lambdaContext),
    }));
  const pollers = startQueuePollers({
    client: queues.client,
    waitTimeSeconds: 2,
    targets: [
      ...worker('apply-tracking', queues.updates.url, queues.updates.arn, applyTracking),
      ...worker('send-email', queues.emails.url, queues.emails.arn, sendEmail),
    ],
  });

  const latencies: number[] = [];
  let redeliveries = 0;
  let queueRedeliveries = 0;
  /** The tracking-updates message of a webhook body, sent again as SQS may deliver it twice. */
  const requeue = async (raw: string) => {
    const reading = parseEasyPostEvent(JSON.parse(raw));
    if (reading.kind !== 'tracker_updated') throw new Error(`not a tracker update: ${reading.kind}`);
    await queues.client.send(
      new SendMessageCommand({
        QueueUrl: queues.updates.url,
        MessageBody: JSON.stringify(trackingUpdateMessageOf(reading.update)),
      }),
    );
    queueRedeliveries++;
  };
  const post = async (raw: string) => {
    const res = await invoke(webhook, webhookDelivery(raw));
    if (res.status !== 200) throw new Error(`webhook answered ${res.status} ${JSON.stringify(res.body)}`);
  };
  try {
    const e0 = performance.now();
    await forEachConcurrently(shipments, CONCURRENCY, async ({ trackingCode, orderNumber }) => {
      const scans = [scan('pre_transit', '2030-01-01T09:00:00Z')];
      for (const [i, status] of STATUSES.entries()) {
        scans.push(scan(status, `2030-01-0${i + 2}T10:00:00Z`, status === 'delivered' ? 'Austin' : 'Dallas'));
        const raw = trackerUpdatedBody({
          eventId: `evt_${trackingCode}_${status}`,
          trackingCode,
          status,
          events: scans,
        });
        const sentAt = performance.now();
        await post(raw);
        await post(raw);
        redeliveries++;
        await requeue(raw);
        latencies.push((await inbox.arrival(subjectOf(status, orderNumber))) - sentAt);
      }
    });
    const seconds = (performance.now() - e0) / 1000;
    await queuesIdle(queues);
    const counts = await inbox.counts();
    const expected = shipments.flatMap((s) => STATUSES.map((status) => subjectOf(status, s.orderNumber)));
    const missing = expected.filter((subject) => !counts.has(subject)).length;
    let duplicateEmails = 0;
    for (const n of counts.values()) duplicateEmails += n - 1;
    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `${latencies.length} events (${redeliveries} webhooks redelivered, ${queueRedeliveries} queue messages duplicated) over ${SHIPMENTS} shipments in ${round(seconds, 1)} s, ` +
        `${CONCURRENCY} shipments at a time, ${POLLERS} poller(s) per queue; ${counts.size} distinct emails, ${missing} missing`,
    );
    console.log(
      benchLine({
        bench: 'event-to-email',
        events: latencies.length,
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        duplicateEmails,
        redeliveries,
        queueRedeliveries,
        missingEmails: missing,
        maxMs: round(sorted.at(-1) ?? NaN),
        inboxPollMs: INBOX_POLL_MS,
      }),
    );
  } finally {
    await inbox.stop();
    await pollers.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
