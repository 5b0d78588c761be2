import { randomUUID } from 'node:crypto';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationTemplateStore } from '#domain/notifications/ports';
import type { OrderRecord } from '#domain/orders/order-record';
import {
  PROTECTION_CLAIM_ALREADY_FILED,
  PROTECTION_CLAIM_NOT_FOUND,
  PROTECTION_PHOTO_MESSAGES,
  PROTECTION_PHOTOS_MAX,
} from '#domain/protection/protection-claim.rules';
import { defaultNotificationTemplate } from '#domain/tracking/notification-template-defaults.rules';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { MESSAGES } from '#domain/validation/messages';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { dynamoClaimStore } from '#functions/claims/claims.adapters';
import { dynamoClaimDocumentStore } from '#functions/claims/adapters/dynamodb.claim-document-store';
import { handler as confirmRoute } from '#functions/claims/handlers/confirm-protection-claim-photo.handler';
import { handler as orderClaimsRoute } from '#functions/claims/handlers/order-protection-claims.handler';
import { handler as fileRoute } from '#functions/claims/handlers/protection-claim.handler';
import { handler as photosRoute } from '#functions/claims/handlers/protection-claim-photos.handler';
import { handler as resolveRoute } from '#functions/claims/handlers/resolve-protection-claim.handler';
import { PROTECTION_CLAIM_LIMITS } from '#functions/claims/use-cases/protection-claims.use-cases';
import { dynamoAccountStore } from '#functions/accounts/accounts.adapters';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSendTrackingEmail } from '#functions/notifications/use-cases/send-tracking-email.use-case';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import { handler as getOrderRoute } from '#functions/orders/handlers/get-order.handler';
import { handler as settingsRoute } from '#functions/tracking/handlers/tracking-page-settings.handler';
import { resetConfigForTests } from '#lib/config';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, lambdaContext, type TestUser } from '#test/support/api-events';
import { addTestWarehouse } from '#test/support/labels';
import { receiveEvent } from '#test/support/print';
import { labelledShipment } from '#test/support/tracking';

/**
 * Order protection for shoppers against DynamoDB Local and a local SQS (accounts §2 protection-claim,
 * orders §3 hasShipfareProtection, §4 reshipped / refunded / denied): a shopper files on the merchant's
 * branded page, learning nothing until email and order number match, rate-limited per client and per
 * page; the merchant resolves it, a reship adding exactly one replacement shipment however often it is
 * asked; no account's shopper or merchant reaches another's orders or claims.
 */
const FILE = '/api/v1/public/protection-claims';
const PHOTOS = '/api/v1/public/protection-claims/photos';
const resolvePath = (claimId: string) => `/api/v1/claims/${claimId}/resolution`;

interface Merchant {
  accountId: string;
  owner: TestUser;
  subDomain: string;
}

let sqs: SqsLocal;
let client: SQSClient;
let emailsUrl: string;

beforeAll(async () => {
  sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'emails') });
  client = localSqsClient(sqs.endpoint);
  emailsUrl = sqs.queues.find((q) => q.name === 'emails')!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.EMAILS_QUEUE_URL = emailsUrl;
  resetConfigForTests();
});

afterAll(async () => {
  client?.destroy();
  await sqs?.stop();
});

async function drainEmails(): Promise<TrackingEmailMessage[]> {
  const out: TrackingEmailMessage[] = [];
  for (;;) {
    const event = await receiveEvent(client, emailsUrl);
    if (event.Records.length === 0) return out;
    out.push(...event.Records.map((r) => JSON.parse(r.body) as TrackingEmailMessage));
  }
}

/** Each test files from its own address, so the per-client limit of one test never reaches another. */
const testIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;

function fileEvent(body: unknown, sourceIp: string) {
  const event = apiEvent({ method: 'POST', path: FILE, body });
  event.requestContext.http.sourceIp = sourceIp;
  return event;
}
const file = (body: unknown, sourceIp = testIp()) => invoke(fileRoute, fileEvent(body, sourceIp));
const resolve = (m: Pick<Merchant, 'accountId' | 'owner'>, claimId: string, body: unknown, user = m.owner) =>
  invoke(
    resolveRoute,
    apiEvent({
      method: 'POST',
      path: resolvePath(claimId),
      pathParameters: { claimId },
      user,
      accountId: m.accountId,
      body,
    }),
  );
const orderRow = async (m: Merchant, orderId: string) =>
  (
    await invoke(
      getOrderRoute,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${orderId}`,
        pathParameters: { orderId },
        user: m.owner,
        accountId: m.accountId,
      }),
    )
  ).body;

async function merchant(name: string): Promise<Merchant> {
  const made = await createTestAccount(name);
  await addTestWarehouse(made.owner, made.accountId);
  const subDomain = `p-${randomUUID().slice(0, 8)}`;
  const saved = await invoke(
    settingsRoute,
    apiEvent({
      method: 'PUT',
      path: '/api/v1/settings/tracking-page',
      user: made.owner,
      accountId: made.accountId,
      body: { subDomain, companyName: name, version: 0 },
    }),
  );
  expect(saved.status).toBe(200);
  return { ...made, subDomain };
}

/** A labelled order of `m`, with order protection bought unless told otherwise. */
async function protectedOrder(m: Merchant, hasShipfareProtection = true): Promise<OrderRecord> {
  const { orderId } = await labelledShipment(m.accountId, m.owner);
  const order = (await dynamoOrderStore.get(m.accountId, orderId))!;
  return dynamoOrderStore.replace(m.accountId, order, { ...order, hasShipfareProtection, orderValue: 84.5 });
}

const claimOf = (m: Merchant, order: OrderRecord, overrides: Record<string, unknown> = {}) => ({
  subDomain: m.subDomain,
  email: order.shippingAddress!.email,
  orderNumber: order.orderNumber,
  reason: 'contents damaged',
  description: 'The box arrived thawed and the brisket was warm.',
  ...overrides,
});

let mine: Merchant;

beforeEach(async () => {
  mine = await merchant('Mine Smokehouse');
  await drainEmails();
});

describe('POST /api/v1/public/protection-claims', () => {
  it('a matched, protected order files a claim the merchant sees (source protection, claim received)', async () => {
    const order = await protectedOrder(mine);
    const res = await file(claimOf(mine, order, { email: order.shippingAddress!.email.toUpperCase() }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      claimId: expect.any(String),
      orderNumber: order.orderNumber,
      reason: 'contents damaged',
      recipientFirstName: order.shippingAddress!.name.split(' ')[0],
    });
    const stored = (await dynamoClaimStore.get(mine.accountId, res.body.claimId))!;
    expect(stored).toMatchObject({
      source: { kind: 'protection', orderId: order.id, shipmentId: order.shipments[0].id },
      type: 'damaged',
      status: 'claim_received',
      resolution: 'pending',
      orderNumber: order.orderNumber,
      amounts: { claimedCents: 8450 },
    });
    expect(stored.claim.claimDetails).toMatchObject({
      lossCause: 'contents damaged',
      additionalNotes: 'The box arrived thawed and the brisket was warm.',
    });
    expect(stored.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'claim_received',
        actor: { kind: 'system', id: 'protection-claim-page' },
      }),
    ]);
  });

  it('no enumeration: a wrong email, an unknown number, an unprotected order, an unknown page answer one 404', async () => {
    const order = await protectedOrder(mine);
    const unprotected = await protectedOrder(mine, false);
    const answers = await Promise.all([
      file(claimOf(mine, order, { email: 'someone@else.example' })),
      file(claimOf(mine, order, { orderNumber: 'NO-SUCH-ORDER' })),
      file(claimOf(mine, unprotected)),
      file(claimOf(mine, order, { subDomain: `none-${randomUUID().slice(0, 8)}` })),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NotFound', message: `${PROTECTION_CLAIM_NOT_FOUND} not found` });
    }
    expect(await dynamoClaimStore.ofOrder(mine.accountId, unprotected.id)).toEqual([]);
  });

  it('a second claim of the order and reason while the first is open: 409 (after the match only)', async () => {
    const order = await protectedOrder(mine);
    expect((await file(claimOf(mine, order))).status).toBe(201);
    const again = await file(claimOf(mine, order));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PROTECTION_CLAIM_ALREADY_FILED);
    // Another reason is another loss.
    expect((await file(claimOf(mine, order, { reason: 'delay' }))).status).toBe(201);
  });

  it("bad input answers 400 with the fields' messages; an oversized body 413; server fields are refused", async () => {
    const order = await protectedOrder(mine);
    const bad = await file(claimOf(mine, order, { email: 'nope', reason: 'late', description: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      email: MESSAGES.invalidEmail,
      reason: MESSAGES.required,
      description: MESSAGES.required,
    });
    expect((await file(claimOf(mine, order, { description: 'x'.repeat(5_000) }))).status).toBe(413);
    expect((await file(claimOf(mine, order, { accountId: randomUUID(), status: 'paid' }))).status).toBe(400);
  });

  it('rate limit per client: past the limit in the window → 429 with Retry-After; another client still files', async () => {
    const ip = testIp();
    const body = claimOf(mine, { orderNumber: 'NO-SUCH', shippingAddress: { email: 'a@b.example' } } as OrderRecord);
    for (let i = 0; i < PROTECTION_CLAIM_LIMITS.perClient.limit; i++) expect((await file(body, ip)).status).toBe(404);
    const refused = (await fileRoute(fileEvent(body, ip), lambdaContext)) as APIGatewayProxyStructuredResultV2;
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers!['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PROTECTION_CLAIM_LIMITS.perClient.windowSeconds);
    expect(JSON.parse(refused.body!).code).toBe('TooManyRequests');
    // The refused attempt reached no order: even the right email and number wait for the window.
    const order = await protectedOrder(mine);
    expect((await file(claimOf(mine, order), ip)).status).toBe(429);
    expect((await file(claimOf(mine, order))).status).toBe(201);
  });

  it('rate limit per page: many clients together stop at the page limit; another page is untouched', async () => {
    const other = await merchant('Other Page Foods');
    const body = claimOf(mine, { orderNumber: 'NO-SUCH', shippingAddress: { email: 'a@b.example' } } as OrderRecord);
    const statuses: number[] = [];
    for (let i = 0; i < PROTECTION_CLAIM_LIMITS.perPage.limit + 1; i++) statuses.push((await file(body)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const theirs = await protectedOrder(other);
    expect((await file(claimOf(other, theirs))).status).toBe(201);
  });
});

describe('tenancy', () => {
  it("a shopper of merchant B cannot file on B's order through A's page; A cannot read or resolve B's claim", async () => {
    const theirs = await merchant('Their Smokehouse');
    const theirOrder = await protectedOrder(theirs);
    const through = await file(claimOf(mine, theirOrder));
    expect(through.status).toBe(404);
    expect(through.body.message).toBe(`${PROTECTION_CLAIM_NOT_FOUND} not found`);

    const filed = await file(claimOf(theirs, theirOrder));
    expect(filed.status).toBe(201);
    const claimId = filed.body.claimId as string;
    expect(await dynamoClaimStore.get(mine.accountId, claimId)).toBeUndefined();
    const crossed = await resolve(mine, claimId, { resolution: 'reship' });
    expect(crossed.status).toBe(404);
    expect(await dynamoClaimStore.get(theirs.accountId, claimId)).toMatchObject({ status: 'claim_received' });
    expect((await dynamoOrderStore.get(theirs.accountId, theirOrder.id))!.shipments).toHaveLength(1);
  });
});

describe('POST /api/v1/claims/{claimId}/resolution', () => {
  async function filedClaim(order: OrderRecord): Promise<string> {
    const res = await file(claimOf(mine, order));
    expect(res.status).toBe(201);
    return res.body.claimId as string;
  }

  it('reship: one replacement shipment copying the lines, the order shows Reshipped, exactly once under retry', async () => {
    const order = await protectedOrder(mine);
    const claimId = await filedClaim(order);
    const answers = await Promise.all([
      resolve(mine, claimId, { resolution: 'reship' }),
      resolve(mine, claimId, { resolution: 'reship' }),
      resolve(mine, claimId, { resolution: 'reship' }),
    ]);
    const retried = await resolve(mine, claimId, { resolution: 'reship' });
    for (const res of [...answers, retried]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        claimId,
        status: 'closed',
        resolution: 'reship',
        replacementShipmentId: `reship-${claimId}`,
      });
    }
    const after = (await dynamoOrderStore.get(mine.accountId, order.id))!;
    expect(after.shipments.map((s) => s.id)).toEqual([order.shipments[0].id, `reship-${claimId}`]);
    const replacement = after.shipments[1];
    expect(replacement.products).toEqual(order.shipments[0].products);
    expect(replacement.label ?? null).toBeNull();
    expect(replacement.billOfLading).toBeUndefined();
    expect(after.protectionOutcome).toBe('reshipped');
    expect((await orderRow(mine, order.id)).row.status).toBe('Reshipped');

    const claim = (await dynamoClaimStore.get(mine.accountId, claimId))!;
    expect(claim.history.filter((h) => h.to === 'closed')).toEqual([
      expect.objectContaining({ from: 'claim_received', actor: { kind: 'merchant', id: mine.owner.userId } }),
    ]);

    // Every answer queued the shopper's email under one key; the emails worker sends it once.
    const emails = await drainEmails();
    expect(emails.length).toBeGreaterThanOrEqual(1);
    expect(new Set(emails.map((e) => e.emailKey))).toEqual(new Set([`claim#${claimId}#reshipped`]));
    expect(emails[0]).toMatchObject({ emailStatus: 'reshipped', shipmentId: `reship-${claimId}`, orderId: order.id });
    const sent: string[] = [];
    const active: NotificationTemplateStore = {
      list: async () => [],
      get: async (_a, status) =>
        ({ template: { ...defaultNotificationTemplate(status), isActive: true }, version: 1 }) as never,
      put: async () => undefined,
    };
    const send = makeSendTrackingEmail({
      orders: dynamoOrderStore,
      accounts: dynamoAccountStore,
      templates: active,
      ledger: dynamoSentEmailLedger,
      sender: { send: async (email) => (sent.push(email.to), { messageId: randomUUID() }) },
    });
    for (const message of [...emails, ...emails]) await send(message);
    expect(sent).toEqual([order.shippingAddress!.email]);
  });

  it.each([
    ['refund', 'closed', 'Refunded', 'refunded'],
    ['deny', 'denied', 'Denied', 'denied'],
  ] as const)(
    '%s: the claim is %s, the order shows %s, no shipment added',
    async (resolution, status, shown, email) => {
      const order = await protectedOrder(mine);
      const claimId = await filedClaim(order);
      const res = await resolve(mine, claimId, { resolution });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ claimId, status, resolution });
      expect((await orderRow(mine, order.id)).row.status).toBe(shown);
      expect((await dynamoOrderStore.get(mine.accountId, order.id))!.shipments).toHaveLength(1);
      expect(await drainEmails()).toEqual([
        expect.objectContaining({ emailStatus: email, emailKey: `claim#${claimId}#${email}` }),
      ]);
      // Decided: another decision is refused and changes nothing.
      const other = await resolve(mine, claimId, { resolution: 'reship' });
      expect(other.status).toBe(409);
      expect((await dynamoOrderStore.get(mine.accountId, order.id))!.shipments).toHaveLength(1);
    },
  );

  it('accounts §6: a member without view_order_protection is refused; bad input is a 400', async () => {
    const order = await protectedOrder(mine);
    const claimId = await filedClaim(order);
    const member = await addTestMember(mine.accountId, { view_order_protection: false, view_claim_tracking: true });
    expect((await resolve(mine, claimId, { resolution: 'reship' }, member)).status).toBe(403);
    const bad = await resolve(mine, claimId, { resolution: 'pending' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ resolution: MESSAGES.required });
    expect((await resolve(mine, 'no-such-claim', { resolution: 'deny' })).status).toBe(404);
    expect(await dynamoClaimStore.get(mine.accountId, claimId)).toMatchObject({ status: 'claim_received' });
  });
});

describe('POST /api/v1/public/protection-claims/photos (+ /confirm)', () => {
  const JPEG = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ]);

  async function filed(m: Merchant = mine) {
    const order = await protectedOrder(m);
    const res = await file(claimOf(m, order));
    expect(res.status).toBe(201);
    return { order, claimId: res.body.claimId as string };
  }

  const proofOf = (m: Merchant, order: OrderRecord, claimId: string) => ({
    subDomain: m.subDomain,
    email: order.shippingAddress!.email,
    orderNumber: order.orderNumber,
    claimId,
  });

  const start = (body: unknown, ip = testIp()) =>
    invoke(
      photosRoute,
      (() => {
        const event = apiEvent({ method: 'POST', path: PHOTOS, body });
        event.requestContext.http.sourceIp = ip;
        return event;
      })(),
    );
  const confirm = (body: unknown) =>
    invoke(confirmRoute, apiEvent({ method: 'POST', path: `${PHOTOS}/confirm`, body }));

  async function upload(
    answer: { upload: { url: string; fields: Record<string, string> } },
    bytes: Uint8Array<ArrayBuffer>,
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(answer.upload.fields)) form.append(k, v);
    form.append('file', new Blob([bytes]));
    const res = await fetch(answer.upload.url, { method: 'POST', body: form });
    expect(res.status, await res.text()).toBeLessThan(300);
  }

  it('a photo is uploaded straight to storage and kept once its bytes are the declared image', async () => {
    const { order, claimId } = await filed();
    const proof = proofOf(mine, order, claimId);
    const started = await start({ ...proof, fileName: 'box.jpg', contentType: 'image/jpeg', sizeBytes: JPEG.length });
    expect(started.status).toBe(201);
    await upload(started.body, JPEG);
    const done = await confirm({ ...proof, documentId: started.body.documentId });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ documentId: started.body.documentId, fileName: 'box.jpg', sizeBytes: JPEG.length });
    const [doc] = await dynamoClaimDocumentStore.list(mine.accountId, claimId);
    expect(doc).toMatchObject({ documentType: 'Photograph', state: 'confirmed', contentType: 'image/jpeg' });
  });

  it('bytes that are not the declared image are refused (400) and removed', async () => {
    const { order, claimId } = await filed();
    const proof = proofOf(mine, order, claimId);
    const started = await start({ ...proof, fileName: 'x.png', contentType: 'image/png', sizeBytes: 16 });
    await upload(started.body, new TextEncoder().encode('<html>not a png'));
    const refused = await confirm({ ...proof, documentId: started.body.documentId });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ file: "The file's content is not a PNG file." });
    expect(await dynamoClaimDocumentStore.list(mine.accountId, claimId)).toEqual([]);
    const pdf = await start({ ...proof, fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 10 });
    expect(pdf.status).toBe(400);
    expect(pdf.body.fieldErrors).toEqual({ contentType: PROTECTION_PHOTO_MESSAGES.contentType });
  });

  it(`at most ${PROTECTION_PHOTOS_MAX} photos a claim; none once the claim is decided`, async () => {
    const { order, claimId } = await filed();
    const proof = proofOf(mine, order, claimId);
    const photo = { ...proof, fileName: 'p.jpg', contentType: 'image/jpeg', sizeBytes: 100 };
    for (let i = 0; i < PROTECTION_PHOTOS_MAX; i++) expect((await start(photo)).status).toBe(201);
    const sixth = await start(photo);
    expect(sixth.status).toBe(400);
    expect(sixth.body.fieldErrors).toEqual({ file: PROTECTION_PHOTO_MESSAGES.tooMany });
    const other = await filed();
    expect((await resolve(mine, other.claimId, { resolution: 'deny' })).status).toBe(200);
    const late = await start({
      ...proofOf(mine, other.order, other.claimId),
      fileName: 'p.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 100,
    });
    expect(late.status).toBe(409);
  });

  it("no proof, no photo: a wrong email, another order's claim, or another account's claim answer the one 404", async () => {
    const { order, claimId } = await filed();
    const second = await filed();
    const theirs = await merchant('Their Photo Foods');
    const their = await filed(theirs);
    const photo = { fileName: 'p.jpg', contentType: 'image/jpeg', sizeBytes: 100 };
    const answers = await Promise.all([
      start({ ...proofOf(mine, order, claimId), email: 'someone@else.example', ...photo }),
      start({ ...proofOf(mine, second.order, claimId), ...photo }),
      start({ ...proofOf(mine, order, their.claimId), ...photo }),
      start({ ...proofOf(mine, their.order, their.claimId), ...photo }),
    ]);
    for (const res of answers)
      expect(res.body).toEqual({ code: 'NotFound', message: `${PROTECTION_CLAIM_NOT_FOUND} not found` });
    expect(await dynamoClaimDocumentStore.list(theirs.accountId, their.claimId)).toEqual([]);
  });
});

describe('GET /api/v1/orders/{orderId}/protection-claims', () => {
  const list = (m: Pick<Merchant, 'accountId' | 'owner'>, orderId: string, user = m.owner) =>
    invoke(
      orderClaimsRoute,
      apiEvent({
        method: 'GET',
        path: `/api/v1/orders/${orderId}/protection-claims`,
        pathParameters: { orderId },
        user,
        accountId: m.accountId,
      }),
    );

  it("the order's shopper claims, newest first, with their reason and words; never another account's", async () => {
    const order = await protectedOrder(mine);
    const damaged = (await file(claimOf(mine, order))).body.claimId;
    const late = (await file(claimOf(mine, order, { reason: 'delay', description: 'Two days late.' }))).body.claimId;
    const res = await list(mine, order.id);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        claimId: late,
        reason: 'delay',
        description: 'Two days late.',
        status: 'claim_received',
      }),
      expect.objectContaining({ claimId: damaged, reason: 'contents damaged', resolution: 'pending', photos: 0 }),
    ]);
    const theirs = await merchant('Their List Foods');
    expect((await list(theirs, order.id)).body).toEqual({ items: [] });
    const member = await addTestMember(mine.accountId, { view_order_protection: false });
    expect((await list(mine, order.id, member)).status).toBe(403);
  });
});
