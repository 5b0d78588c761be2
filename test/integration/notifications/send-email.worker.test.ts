import type { Context, SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { handler as templateRoute } from '#functions/notifications/handlers/notification-template.handler';
import { makeSendEmailWorker } from '#functions/notifications/handlers/send-email.worker';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoNotificationTemplateStore } from '#functions/notifications/adapters/dynamodb.notification-template-store';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSesEmailSender } from '#functions/notifications/adapters/ses.email-sender';
import { makeSendTrackingEmail } from '#functions/notifications/use-cases/send-tracking-email.use-case';
import type { EmailSender, OutgoingEmail } from '#domain/notifications/ports';
import type { TrackingEvent } from '#domain/tracking/tracking-event.schema';
import { TRACKING_EMAIL_HISTORY_MAX } from '#domain/tracking/tracking-email-content.rules';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { trackingEmailKey } from '#domain/tracking/tracking-email.rules';
import { startSesLocal } from '#infra/local/ses-local';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/local-config';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { addTestWarehouse } from '#test/support/labels';
import { validOrderRequest } from '#test/support/orders';

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

/** A sender that records what it accepted and fails the first `failures` sends. */
function recordingSender(failures = 0): EmailSender & { sent: OutgoingEmail[]; attempts: number } {
  const s = {
    sent: [] as OutgoingEmail[],
    attempts: 0,
    async send(email: OutgoingEmail) {
      s.attempts += 1;
      if (s.attempts <= failures) throw new Error('SES throttled');
      s.sent.push(email);
      return { messageId: `msg-${s.sent.length}` };
    },
  };
  return s;
}

const scan = (over: Partial<TrackingEvent> & Pick<TrackingEvent, 'datetime'>): TrackingEvent => ({
  message: 'In transit',
  description: '',
  status: 'in_transit',
  status_detail: 'arrived_at_facility',
  source: 'EasyPost',
  tracking_location: { city: 'Memphis', state: 'TN', country: 'US', zip: null },
  ...over,
});

/** The carrier scans stored on the shipment, as the tracking worker keeps them (shipments[].tracking.events). */
const storedScans: TrackingEvent[] = [
  scan({
    message: `Arrived at ${HOSTILE}`,
    datetime: '2030-01-02T08:00:00Z',
    tracking_location: { city: 'Dallas', state: 'TX', country: 'US', zip: null },
  }),
];

async function storeScans(accountId: string, orderId: string, events: TrackingEvent[]) {
  const before = (await dynamoOrderStore.get(accountId, orderId))!;
  const after = {
    ...before,
    shipments: before.shipments.map((s, i) => (i === 0 ? { ...s, tracking: { events, emails: [] } } : s)),
  };
  await dynamoOrderStore.replace(accountId, before, after);
}

function useCase(sender: EmailSender) {
  return makeSendTrackingEmail({
    orders: dynamoOrderStore,
    accounts: dynamoAccountStore,
    templates: dynamoNotificationTemplateStore,
    ledger: dynamoSentEmailLedger,
    sender,
  });
}

const sqsEvent = (...messages: unknown[]): SQSEvent =>
  ({
    Records: messages.map((m, i) => ({
      messageId: `m-${i}`,
      receiptHandle: `r-${i}`,
      body: typeof m === 'string' ? m : JSON.stringify(m),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:emails',
      awsRegion: 'us-east-1',
    })),
  }) as unknown as SQSEvent;

let accountId: string;
let owner: TestUser;
let message: TrackingEmailMessage;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount(`Crab ${HOSTILE} Shack`));
  await addTestWarehouse(owner, accountId);
  const request = validOrderRequest();
  request.shipments![0].products![0].title = `Crab ${HOSTILE}`;
  const res = await invoke(
    createOrder,
    apiEvent({ method: 'POST', path: '/api/v1/orders', user: owner, accountId, body: request }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order = (await dynamoOrderStore.get(accountId, res.body.order.id as string))!;
  const shipmentId = order.shipments[0].id!;
  await storeScans(accountId, order.id, storedScans);
  message = {
    kind: 'tracking',
    accountId,
    orderId: order.id,
    shipmentId,
    emailStatus: 'in_transit',
    trackingCode: '1Z999AA10123456784',
    emailKey: trackingEmailKey(shipmentId, 'in_transit'),
  };
});

describe('emails worker: tracking emails sent at most once (issue 12 "emails out")', () => {
  it('renders the active template for the shipment and sends it to the recipient, merchant data escaped', async () => {
    const sender = recordingSender();
    expect(await useCase(sender)(message)).toMatchObject({ outcome: 'sent', messageId: 'msg-1' });
    expect(sender.sent).toHaveLength(1);
    const [email] = sender.sent;
    expect(email.to).toBe('maria@example.com');
    expect(email.subject).toMatch(/is on its way$/);
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('Crab &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Arrived at &quot;&gt;');
    // The history section is the shipment's stored scan: its city and message.
    expect(email.html).toContain('Tracking history');
    expect(email.html).toContain('Dallas, TX, US');
    expect(email.html).toContain('Maria Lopez');
    expect(email.text).toContain(`Crab ${HOSTILE}`);
  });

  it("the history section shows the shipment's stored scans at send time, latest first and capped", async () => {
    const many = Array.from({ length: TRACKING_EMAIL_HISTORY_MAX + 3 }, (_, i) =>
      scan({
        message: `Scan ${String(i).padStart(2, '0')}`,
        datetime: `2030-01-${String(3 + i).padStart(2, '0')}T09:00:00Z`,
        tracking_location: {
          city: i === TRACKING_EMAIL_HISTORY_MAX + 2 ? 'Honolulu' : 'Memphis',
          state: null,
          country: 'US',
          zip: null,
        },
      }),
    );
    // Stored out of order, as a late webhook leaves them: the email sorts them.
    await storeScans(accountId, message.orderId, [...many].reverse());
    const sender = recordingSender();
    expect(await useCase(sender)(message)).toMatchObject({ outcome: 'sent' });
    const [email] = sender.sent;
    const latest = `Scan ${TRACKING_EMAIL_HISTORY_MAX + 2}`;
    expect(email.html).toContain(latest);
    expect(email.html).toContain('Honolulu, US');
    // Latest first; the three oldest are left out.
    expect(email.html.indexOf(latest)).toBeLessThan(email.html.indexOf(`Scan ${TRACKING_EMAIL_HISTORY_MAX + 1}`));
    for (const old of ['Scan 00', 'Scan 01', 'Scan 02']) expect(email.html).not.toContain(old);
    expect(email.html).toContain('Scan 03');
    expect(email.text).toContain(latest);
  });

  it('a sender that fails once, then the message redelivered twice: one email, and the redeliveries send nothing', async () => {
    const sender = recordingSender(1);
    const worker = makeSendEmailWorker(useCase(sender));
    // A batch whose every record failed is thrown back whole (Powertools), so SQS delivers it again.
    await expect(worker(sqsEvent(message), lambdaContext as Context)).rejects.toThrow(/All records failed/);
    expect(sender.sent).toHaveLength(0);
    const second = await worker(sqsEvent(message), lambdaContext as Context);
    expect(second.batchItemFailures).toEqual([]);
    const third = await worker(sqsEvent(message, message), lambdaContext as Context);
    expect(third.batchItemFailures).toEqual([]);
    expect(sender.attempts).toBe(2);
    expect(sender.sent).toHaveLength(1);
    expect(await useCase(sender)(message)).toEqual({ outcome: 'already-sent' });
  });

  it('two deliveries at once: only one sends', async () => {
    const sender = recordingSender();
    const send = useCase(sender);
    const results = await Promise.allSettled([send(message), send(message)]);
    expect(sender.sent).toHaveLength(1);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.outcome === 'sent')).toHaveLength(1);
  });

  it('an inactive template sends nothing and claims nothing (turning it on later still sends)', async () => {
    const res = await invoke(
      templateRoute,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/notification-templates/in_transit',
        pathParameters: { status: 'in_transit' },
        user: owner,
        accountId,
        body: { isActive: false, subject: 'Off', colors: { header: '#000000', text: '#000000', details: '#4c66a0' } },
      }),
    );
    expect(res.status).toBe(200);
    const sender = recordingSender();
    expect(await useCase(sender)(message)).toEqual({ outcome: 'skipped', reason: 'inactive-template' });
    expect(sender.attempts).toBe(0);
    // awaiting_shipment is off by default.
    expect(await useCase(sender)({ ...message, emailStatus: 'awaiting_shipment' })).toMatchObject({
      outcome: 'skipped',
    });
    expect(sender.attempts).toBe(0);
  });

  it("tenancy: a message naming another account's order finds nothing and sends nothing", async () => {
    const other = await createTestAccount('Other Foods');
    const sender = recordingSender();
    expect(await useCase(sender)({ ...message, accountId: other.accountId })).toEqual({
      outcome: 'skipped',
      reason: 'no-order',
    });
    expect(sender.attempts).toBe(0);
  });

  it('a body that is no email message is dropped, not retried', async () => {
    const sender = recordingSender();
    const worker = makeSendEmailWorker(useCase(sender));
    const res = await worker(sqsEvent('not json', { ...message, kind: 'other' }), lambdaContext as Context);
    expect(res.batchItemFailures).toEqual([]);
    expect(sender.attempts).toBe(0);
  });

  it('the SES v2 adapter puts the email in the local SES inbox', async () => {
    const ses = await startSesLocal({ port: 0 });
    try {
      const client = new SESv2Client({ endpoint: ses.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
      const sender = makeSesEmailSender(
        () => 'Shipdeck <no-reply@shipdeck.local>',
        () => client,
      );
      expect(await useCase(sender)(message)).toMatchObject({ outcome: 'sent' });
      const store = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
        emails: { subject: string; destination: { to: string[] }; body: { html?: string; text?: string } }[];
      };
      const mail = store.emails.find((e) => e.destination.to.includes('maria@example.com'));
      expect(mail?.subject).toMatch(/is on its way$/);
      expect(mail?.body.html).toContain('Your order is on its way');
      expect(mail?.body.html).not.toContain('<script');
      // No label carrier on this order: the code itself stands in for the link.
      expect(mail?.body.text).toContain('Tracking number: 1Z999AA10123456784');
    } finally {
      await ses.stop();
    }
  });
});
