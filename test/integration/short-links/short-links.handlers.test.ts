import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender, OutgoingEmail } from '#domain/notifications/ports';
import { SHORT_CODE_LENGTH, shortCodeInPath } from '#domain/short-links/short-link.rules';
import { MESSAGES } from '#domain/validation/messages';
import { handler as resolveRoute } from '#functions/short-links/handlers/resolve-short-link.handler';
import { dynamoShortLinkStore } from '#functions/short-links/adapters/dynamodb.short-link-store';
import { makeShortLinks } from '#functions/short-links/use-cases/short-links.use-cases';
import { shortLinks } from '#functions/short-links/short-links.deps';
import { handler as settingsRoute } from '#functions/tracking/handlers/tracking-page-settings.handler';
import { makeSendTrackingEmail } from '#functions/notifications/use-cases/send-tracking-email.use-case';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { dynamoNotificationTemplateStore } from '#functions/notifications/adapters/dynamodb.notification-template-store';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { trackingEmailKey } from '#domain/tracking/tracking-email.rules';
import { resetConfigForTests } from '#lib/config';
import { makeRateLimiter } from '#lib/rate-limit/rate-limiter';
import { dynamoWindowCounter } from '#lib/rate-limit/dynamodb.window-counter';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { validOrderRequest } from '#test/support/orders';

/**
 * Short links (accounts §2 shortlink) against DynamoDB Local: a tracking email links to a short,
 * unguessable code; the public route resolves it to the merchant's tracking page and number (never a
 * URL), each merchant's link to its own page; codes are written only if free; unknown, expired and
 * malformed codes answer 404 / 400.
 */
const SITE = 'https://app.shipdeck.test';
const savedAppUrl = process.env.APP_URL;

async function merchantWithPage(name: string) {
  const { accountId, owner } = await createTestAccount(name);
  const subDomain = `sl-${randomUUID().slice(0, 8)}`;
  const res = await invoke(
    settingsRoute,
    apiEvent({
      method: 'PUT',
      path: '/api/v1/settings/tracking-page',
      user: owner,
      accountId,
      body: {
        subDomain,
        companyName: name,
        colors: { header: '#7a1f1f', text: '#111111', details: '#4c66a0' },
        faq: { isActive: false, questions: [] },
        contact: { email: 'help@example.com', phone: '', url: '' },
      },
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { accountId, owner, subDomain };
}

const resolve = (code: string, ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) => {
  const event = apiEvent({ method: 'GET', path: `/api/v1/public/short-links/${code}`, pathParameters: { code } });
  event.requestContext.http.sourceIp = ip;
  return invoke(resolveRoute, event);
};
const codeOf = (url: string) => shortCodeInPath(new URL(url).pathname)!;

beforeAll(() => {
  process.env.APP_URL = SITE;
  resetConfigForTests();
});
afterAll(() => {
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
  resetConfigForTests();
});

describe('GET /api/v1/public/short-links/{code}', () => {
  it("a link made for a shipment resolves to that merchant's tracking page and number; each merchant to its own", async () => {
    const a = await merchantWithPage('Link Foods A');
    const b = await merchantWithPage('Link Foods B');
    const linkA = (await shortLinks.linkFor(a.accountId, '1Z999AA10123456784'))!;
    const linkB = (await shortLinks.linkFor(b.accountId, '9400111899223197428490'))!;
    expect(linkA).toMatch(new RegExp(`^${SITE}/s/[A-Za-z0-9]{${SHORT_CODE_LENGTH}}$`));
    expect(linkA).not.toBe(linkB);
    expect((await resolve(codeOf(linkA))).body).toEqual({ subDomain: a.subDomain, trackingCode: '1Z999AA10123456784' });
    expect((await resolve(codeOf(linkB))).body).toEqual({
      subDomain: b.subDomain,
      trackingCode: '9400111899223197428490',
    });
  });

  it('an unknown code is 404; a malformed one 400 with a field message', async () => {
    expect((await resolve('ZZZZZZZZZZ')).status).toBe(404);
    const bad = await resolve('../admin');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ code: MESSAGES.invalid });
  });

  it('a merchant without a tracking page gets no link (the email keeps the carrier link)', async () => {
    const { accountId } = await createTestAccount('No Page Foods');
    expect(await shortLinks.linkFor(accountId, '1Z999AA10123456784')).toBeUndefined();
  });
});

describe('the short link maker', () => {
  it('never overwrites a code: a taken code is drawn again (the write is conditioned on the code being free)', async () => {
    const { accountId, subDomain } = await merchantWithPage('Collide Foods');
    const first = new Uint8Array(20).fill(7);
    let draws = 0;
    const links = makeShortLinks({
      links: dynamoShortLinkStore,
      subDomainOf: async () => subDomain,
      // The same bytes twice (a collision), then fresh randomness.
      randomBytes: (n) => (draws++ < 2 ? first.slice(0, n) : randomBytes(n)),
      siteOrigin: () => SITE,
      limiter: makeRateLimiter(dynamoWindowCounter),
    });
    const one = (await links.linkFor(accountId, 'FIRST-1234'))!;
    const two = (await links.linkFor(accountId, 'SECOND-1234'))!;
    expect(codeOf(one)).not.toBe(codeOf(two));
    expect(draws).toBe(3);
    expect((await dynamoShortLinkStore.get(codeOf(one)))?.trackingCode).toBe('FIRST-1234');
    expect((await dynamoShortLinkStore.get(codeOf(two)))?.trackingCode).toBe('SECOND-1234');
  });

  it('one link per shipment: a redelivered email, or five sent at once, all get the first code', async () => {
    const { accountId, subDomain } = await merchantWithPage('Resend Foods');
    let page = subDomain;
    const links = makeShortLinks({
      links: dynamoShortLinkStore,
      subDomainOf: async () => page,
      randomBytes: (n) => randomBytes(n),
      siteOrigin: () => SITE,
      limiter: makeRateLimiter(dynamoWindowCounter),
    });
    const first = (await links.linkFor(accountId, '1Z999AA10123450001'))!;
    expect(await links.linkFor(accountId, '1Z999AA10123450001')).toBe(first);
    const burst = await Promise.all(Array.from({ length: 5 }, () => links.linkFor(accountId, '1Z999AA10123450002')));
    expect(new Set(burst).size).toBe(1);
    expect((await resolve(codeOf(burst[0]!))).body).toEqual({ subDomain, trackingCode: '1Z999AA10123450002' });
    // A renamed tracking page gets its own link; the first still names the page it was made for.
    page = `${subDomain}-new`;
    const renamed = (await links.linkFor(accountId, '1Z999AA10123450001'))!;
    expect(renamed).not.toBe(first);
    expect((await dynamoShortLinkStore.get(codeOf(renamed)))?.subDomain).toBe(page);
  });

  it('an expired link no longer answers, even before the table removes it', async () => {
    const { accountId, subDomain } = await merchantWithPage('Old Foods');
    const past = new Date(Date.now() - 400 * 86_400_000);
    const links = makeShortLinks({
      links: dynamoShortLinkStore,
      subDomainOf: async () => subDomain,
      randomBytes: (n) => randomBytes(n),
      siteOrigin: () => SITE,
      limiter: makeRateLimiter(dynamoWindowCounter),
      now: () => past,
    });
    const link = (await links.linkFor(accountId, '1Z999AA10123456784'))!;
    expect((await resolve(codeOf(link))).status).toBe(404);
  });
});

describe('tracking emails link through a short link', () => {
  it("the email's tracking link is the short link, and it resolves to the shipment's tracking page", async () => {
    const { accountId, owner, subDomain } = await merchantWithPage('Email Link Foods');
    await addTestWarehouse(owner, accountId);
    const created = await invoke(
      createOrder,
      apiEvent({ method: 'POST', path: '/api/v1/orders', user: owner, accountId, body: validOrderRequest() }),
    );
    expect(created.status).toBe(201);
    const order = (await dynamoOrderStore.get(accountId, created.body.order.id as string))!;
    const shipmentId = order.shipments[0]!.id!;
    const sent: OutgoingEmail[] = [];
    const sender: EmailSender = { send: async (email) => (sent.push(email), { messageId: 'm-1' }) };
    const send = makeSendTrackingEmail({
      orders: dynamoOrderStore,
      accounts: dynamoAccountStore,
      templates: dynamoNotificationTemplateStore,
      ledger: dynamoSentEmailLedger,
      sender,
      pageLinks: shortLinks,
    });
    const result = await send({
      kind: 'tracking',
      accountId,
      orderId: order.id,
      shipmentId,
      emailStatus: 'in_transit',
      trackingCode: '1Z999AA10123456784',
      emailKey: trackingEmailKey(shipmentId, 'in_transit'),
    });
    expect(result.outcome).toBe('sent');
    const link = sent[0]!.text.match(new RegExp(`${SITE}/s/[A-Za-z0-9]+`))?.[0];
    expect(link).toBeDefined();
    expect(sent[0]!.html).toContain(link);
    expect(sent[0]!.text).not.toContain('ups.com');
    expect((await resolve(codeOf(link!))).body).toEqual({ subDomain, trackingCode: '1Z999AA10123456784' });
  });
});
