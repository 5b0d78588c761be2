import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_PATHS } from '#api/leads';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import { LOCAL_HUMAN_FAIL_TOKEN, localHumanToken } from '#domain/human-check/local-human-check.rules';
import { salesLeadMessageSchema } from '#domain/leads/lead-email.rules';
import { HUMAN_CHECK_FAILED, LEAD_RECEIVED, LEAD_RETENTION_DAYS } from '#domain/leads/lead.rules';
import { MESSAGES } from '#domain/validation/messages';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/local-config';
import type { SesLocal } from '#infra/local/ses-local';
import { dynamoLeadStore } from '#functions/leads/adapters/dynamodb.lead-store';
import { handler as applyRoute } from '#functions/leads/handlers/shipfare-plus-apply.handler';
import { handler as contactRoute } from '#functions/leads/handlers/contact-us.handler';
import { handler as demoRoute } from '#functions/leads/handlers/request-a-demo.handler';
import { LEAD_LIMIT } from '#functions/leads/use-cases/submit-lead.use-case';
import { makeSendEmailWorker } from '#functions/notifications/handlers/send-email.worker';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSesEmailSender } from '#functions/notifications/adapters/ses.email-sender';
import { makeSendSalesLead } from '#functions/notifications/use-cases/send-sales-lead.use-case';
import { apiEvent, invoke, lambdaContext } from '#test/support/api-events';
import { startEmailsLocal, type EmailsLocal } from '#test/support/emails-local';
import { receiveEvent } from '#test/support/print';

/**
 * The public site's lead forms against DynamoDB Local, a local SQS and the local SES inbox (accounts §2
 * contact-us, request-a-demo, shipfare-plus-apply; §5 Contact, Apply): the spec's field messages, the human
 * check verified server-side, a per-client limit, the lead kept with its TTL and mailed to the sales inbox once.
 */
const SALES_INBOX = 'sales@shipdeck.test';

let emails: EmailsLocal;
let sqsClient: SQSClient;
let emailsUrl: string;
let ses: SesLocal;

beforeAll(async () => {
  emails = await startEmailsLocal();
  ({ sqsClient, emailsUrl, ses } = emails);
});

afterAll(async () => {
  await emails?.stop();
});

const testIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;
const token = () => localHumanToken(Date.now(), randomUUID().replace(/-/g, ''));

function post(route: typeof contactRoute, path: string, body: unknown, ip = testIp()) {
  const event = apiEvent({ method: 'POST', path, body });
  event.requestContext.http.sourceIp = ip;
  return invoke(route, event);
}

const contact = (over: Record<string, unknown> = {}) => ({
  email: 'maria@coldcoast.example',
  message: 'We ship frozen crab to 40 states. Can you quote dry ice labels?',
  [HUMAN_CHECK_FIELD]: token(),
  ...over,
});
const demo = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Lopez',
  email: 'maria@coldcoast.example',
  company: 'Cold Coast Seafood',
  monthlyVolume: '201-1000',
  whatTheyShip: 'Frozen seafood on dry ice',
  [HUMAN_CHECK_FIELD]: token(),
  ...over,
});
const apply = (over: Record<string, unknown> = {}) => ({
  companyName: 'Cold Coast Seafood',
  phoneNumber: '512-555-0100',
  industry: 'Seafood',
  address: { address1: '1100 Congress Ave', city: 'Austin', state: 'TX', country: 'US', zip: '78701' },
  [HUMAN_CHECK_FIELD]: token(),
  ...over,
});

async function drainLeadMessages() {
  const out: string[] = [];
  for (;;) {
    const event = await receiveEvent(sqsClient, emailsUrl);
    if (event.Records.length === 0) return out;
    out.push(...event.Records.map((r) => salesLeadMessageSchema.parse(JSON.parse(r.body)).leadId));
  }
}

describe('contact-us, request-a-demo, shipfare-plus-apply', () => {
  it('accepted: 201 with the page’s message, the lead kept with its TTL and queued for the sales inbox', async () => {
    const before = Math.floor(Date.now() / 1000);
    const results = [
      await post(contactRoute, LEAD_PATHS.contact, contact()),
      await post(demoRoute, LEAD_PATHS.demo, demo()),
      await post(applyRoute, LEAD_PATHS.apply, apply()),
    ];
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.message)).toEqual([
      LEAD_RECEIVED.contact,
      LEAD_RECEIVED.demo,
      LEAD_RECEIVED.apply,
    ]);
    const stored = await Promise.all(results.map((r) => dynamoLeadStore.get(r.body.leadId)));
    expect(stored.map((s) => s?.lead.kind)).toEqual(['contact', 'demo', 'apply']);
    expect(stored[1]!.lead.form).toMatchObject({ company: 'Cold Coast Seafood', monthlyVolume: '201-1000' });
    // The token is the human check's, not the lead's: never kept.
    expect(JSON.stringify(stored)).not.toContain('local-human.');
    const ttl = stored[0]!.expiresAt - before;
    expect(ttl).toBeGreaterThanOrEqual(LEAD_RETENTION_DAYS * 86_400 - 5);
    expect(ttl).toBeLessThanOrEqual(LEAD_RETENTION_DAYS * 86_400 + 5);
    expect((await drainLeadMessages()).sort()).toEqual(results.map((r) => r.body.leadId).sort());
  });

  it('Contact (accounts §5): message required and a valid email, in the spec’s words', async () => {
    const refused = await post(contactRoute, LEAD_PATHS.contact, contact({ message: '  ', email: 'maria@' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ message: MESSAGES.required, email: MESSAGES.invalidEmail });
    expect((await post(contactRoute, LEAD_PATHS.contact, contact({ email: undefined }))).body.fieldErrors).toEqual({
      email: MESSAGES.required,
    });
  });

  it('Apply (accounts §5): company, phone, industry, address1, city, state, country, zip', async () => {
    const refused = await post(applyRoute, LEAD_PATHS.apply, {
      phoneNumber: '12',
      address: { zip: 'nope' },
      [HUMAN_CHECK_FIELD]: token(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      companyName: MESSAGES.required,
      phoneNumber: MESSAGES.phoneFormat,
      industry: MESSAGES.required,
      'address.address1': MESSAGES.required,
      'address.city': MESSAGES.required,
      'address.state': MESSAGES.required,
      'address.country': MESSAGES.required,
      'address.zip': MESSAGES.invalidZip,
    });
  });

  it('request-a-demo: every field required, the volume one of the bands', async () => {
    const refused = await post(demoRoute, LEAD_PATHS.demo, { monthlyVolume: 'lots', [HUMAN_CHECK_FIELD]: token() });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      name: MESSAGES.required,
      email: MESSAGES.required,
      company: MESSAGES.required,
      monthlyVolume: MESSAGES.required,
      whatTheyShip: MESSAGES.required,
    });
  });

  it('server-owned fields are refused; an oversized body is 413 before parsing', async () => {
    const owned = await post(contactRoute, LEAD_PATHS.contact, contact({ leadId: 'mine', submittedAt: '2020-01-01' }));
    expect(owned.status).toBe(400);
    expect((await post(contactRoute, LEAD_PATHS.contact, contact({ message: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  it('the human check: not validated → 400 on its field, nothing kept; no widget (no token) → accepted', async () => {
    await drainLeadMessages();
    const failed = await post(
      contactRoute,
      LEAD_PATHS.contact,
      contact({ [HUMAN_CHECK_FIELD]: LOCAL_HUMAN_FAIL_TOKEN }),
    );
    expect(failed.status).toBe(400);
    expect(failed.body.fieldErrors).toEqual({ [HUMAN_CHECK_FIELD]: HUMAN_CHECK_FAILED });
    expect(await drainLeadMessages()).toEqual([]);
    const spent = token();
    expect((await post(demoRoute, LEAD_PATHS.demo, demo({ [HUMAN_CHECK_FIELD]: spent }))).status).toBe(201);
    expect((await post(demoRoute, LEAD_PATHS.demo, demo({ [HUMAN_CHECK_FIELD]: spent }))).status).toBe(400);
    expect((await post(contactRoute, LEAD_PATHS.contact, contact({ [HUMAN_CHECK_FIELD]: undefined }))).status).toBe(
      201,
    );
    await drainLeadMessages();
  });

  it('per client, all forms together: past the limit → 429 with Retry-After; another client still sends', async () => {
    const ip = testIp();
    for (let i = 0; i < LEAD_LIMIT.limit; i++)
      expect(
        (await post(contactRoute, LEAD_PATHS.contact, contact({ [HUMAN_CHECK_FIELD]: LOCAL_HUMAN_FAIL_TOKEN }), ip))
          .status,
      ).toBe(400);
    const event = apiEvent({ method: 'POST', path: LEAD_PATHS.apply, body: apply() });
    event.requestContext.http.sourceIp = ip;
    const refused = (await applyRoute(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(applyRoute, LEAD_PATHS.apply, apply())).status).toBe(201);
    await drainLeadMessages();
  });
});

describe('the sales inbox’s email (the emails worker)', () => {
  it('mails the lead to the configured inbox once, replying to the prospect, however often it is delivered', async () => {
    const sent = await post(demoRoute, LEAD_PATHS.demo, demo({ whatTheyShip: '<b>Lobster</b> & crab' }));
    expect(sent.status).toBe(201);
    const client = new SESv2Client({ endpoint: ses.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const salesLead = makeSendSalesLead({
      leads: dynamoLeadStore,
      ledger: dynamoSentEmailLedger,
      sender: makeSesEmailSender(
        () => 'Shipdeck <no-reply@shipdeck.local>',
        () => client,
      ),
      salesInbox: () => SALES_INBOX,
    });
    const worker = makeSendEmailWorker(async () => ({}), { salesLead });
    const event = await receiveEvent(sqsClient, emailsUrl);
    expect(event.Records).toHaveLength(1);
    // Delivered twice (SQS is at-least-once): one email.
    for (let i = 0; i < 2; i++) expect(await worker(event, lambdaContext)).toEqual({ batchItemFailures: [] });
    const { emails } = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
      emails: {
        subject: string;
        destination: { to: string[] };
        replyTo?: string[];
        body: { html?: string; text?: string };
      }[];
    };
    const mine = emails.filter((e) => e.body.text?.includes(sent.body.leadId));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.destination.to).toEqual([SALES_INBOX]);
    expect(mine[0]!.subject).toBe('Demo request: Maria Lopez, Cold Coast Seafood');
    expect(mine[0]!.body.text).toContain('What they ship: <b>Lobster</b> & crab');
    expect(mine[0]!.body.html).toContain('&lt;b&gt;Lobster&lt;/b&gt; &amp; crab');
    expect(mine[0]!.body.html).not.toContain('<b>Lobster');
    expect(mine[0]!.replyTo).toEqual(['maria@coldcoast.example']);
  });

  it('a lead gone past its retention sends nothing', async () => {
    const salesLead = makeSendSalesLead({
      leads: dynamoLeadStore,
      ledger: dynamoSentEmailLedger,
      sender: {
        send: async () => {
          throw new Error('must not send');
        },
      },
      salesInbox: () => SALES_INBOX,
    });
    expect(await salesLead({ kind: 'sales_lead', leadId: randomUUID() })).toEqual({ outcome: 'lead_gone' });
  });
});
