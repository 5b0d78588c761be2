import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERS_PATH } from '#api/partners';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import { localHumanToken } from '#domain/human-check/local-human-check.rules';
import { partnerWelcomeMessageSchema } from '#domain/partners/partner-email.rules';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/local-config';
import type { SesLocal } from '#infra/local/ses-local';
import { makeSendEmailWorker } from '#functions/notifications/handlers/send-email.worker';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSesEmailSender } from '#functions/notifications/adapters/ses.email-sender';
import { makeSendPartnerWelcome } from '#functions/notifications/use-cases/send-partner-welcome.use-case';
import { dynamoPartnerStore } from '#functions/partners/partners.adapters';
import { handler as registerRoute } from '#functions/partners/handlers/register-partner.handler';
import { apiEvent, invoke, lambdaContext } from '#test/support/api-events';
import { startEmailsLocal, type EmailsLocal } from '#test/support/emails-local';
import { receiveEvent } from '#test/support/print';

/**
 * A new partner is emailed their link and private dashboard link, once however often the message is delivered:
 * the dashboard's secret is kept only as a hash, so this email is the partner's copy besides the page.
 */
const APP_URL = 'https://app.shipdeck.test';

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

function register(permalink: string, name: string) {
  const event = apiEvent({
    method: 'POST',
    path: PARTNERS_PATH,
    body: {
      [HUMAN_CHECK_FIELD]: localHumanToken(Date.now(), randomUUID().replace(/-/g, '')),
      email: `${permalink}@partners.example`,
      name,
      permalink,
    },
  });
  event.requestContext.http.sourceIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  return invoke(registerRoute, event);
}

type StoredEmail = { subject: string; destination: { to: string[] }; body: { html?: string; text?: string } };

describe('the partner welcome email (the emails worker)', () => {
  it('mails the partner both links once, the dashboard link the one the page showed, however often delivered', async () => {
    const permalink = `welcome-${randomUUID().slice(0, 8)}`;
    const registered = await register(permalink, 'Ana <Fresh>');
    expect(registered.status).toBe(201);

    const event = await receiveEvent(sqsClient, emailsUrl);
    expect(event.Records).toHaveLength(1);
    const message = partnerWelcomeMessageSchema.parse(JSON.parse(event.Records[0]!.body));
    expect(message).toEqual({ kind: 'partner_welcome', permalink, dashboardPath: registered.body.dashboardPath });

    const client = new SESv2Client({ endpoint: ses.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const partnerWelcome = makeSendPartnerWelcome({
      partners: dynamoPartnerStore,
      ledger: dynamoSentEmailLedger,
      sender: makeSesEmailSender(
        () => 'Shipdeck <no-reply@shipdeck.local>',
        () => client,
      ),
      appUrl: () => APP_URL,
    });
    const worker = makeSendEmailWorker(async () => ({}), { partnerWelcome });
    for (let i = 0; i < 2; i++) expect(await worker(event, lambdaContext)).toEqual({ batchItemFailures: [] });

    const { emails } = (await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: StoredEmail[] };
    const mine = emails.filter((e) => e.destination.to.includes(`${permalink}@partners.example`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Your Shipdeck partner link and dashboard');
    expect(mine[0]!.body.text).toContain(`${APP_URL}/partners/${permalink}\n`);
    expect(mine[0]!.body.text).toContain(`${APP_URL}${registered.body.dashboardPath}`);
    expect(mine[0]!.body.text).toContain('Hi Ana <Fresh>,');
    expect(mine[0]!.body.html).toContain('Hi Ana &lt;Fresh&gt;,');
  });

  it('a partner no longer kept sends nothing', async () => {
    const partnerWelcome = makeSendPartnerWelcome({
      partners: dynamoPartnerStore,
      ledger: dynamoSentEmailLedger,
      sender: {
        send: async () => {
          throw new Error('must not send');
        },
      },
      appUrl: () => APP_URL,
    });
    expect(
      await partnerWelcome({ kind: 'partner_welcome', permalink: `gone-${randomUUID()}`, dashboardPath: '/x' }),
    ).toEqual({ outcome: 'partner_gone' });
  });

  it('registration stands when the email cannot be queued (the page shows both links)', async () => {
    const url = process.env.EMAILS_QUEUE_URL;
    process.env.EMAILS_QUEUE_URL = `${emailsUrl}-missing`;
    try {
      const registered = await register(`noqueue-${randomUUID().slice(0, 8)}`, 'Queue Down');
      expect(registered.status).toBe(201);
      expect(registered.body.dashboardPath).toMatch(/#/);
    } finally {
      process.env.EMAILS_QUEUE_URL = url;
    }
  });
});
