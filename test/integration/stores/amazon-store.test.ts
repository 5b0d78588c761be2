import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handler } from '#lib/http/http-route';
import type { OrderLandingRequest } from '#domain/orders/order-landing.message';
import { dynamoAmazonPollCursors } from '#functions/stores/adapters/dynamodb.amazon';
import {
  dynamoStoreConnections,
  dynamoStoreEventConnections,
} from '#functions/stores/adapters/dynamodb.store-connections';
import { makeStoreAdapters } from '#functions/stores/store-apis';
import { makePollAmazonOrders } from '#functions/stores/use-cases/poll-amazon-orders.use-case';
import type { TestUser } from '../../support/api-events';
import { postStoreRoute, startStoreConnectRoutes } from '../../support/store-connect-routes';
import { addTestMember, createTestAccount } from '../../support/accounts';
import type { StoreSimulator } from '../../../infra/local/store-simulators/store-simulator';

/**
 * Amazon end to end against DynamoDB Local and the local Amazon simulator (the real SP-API adapter,
 * pointed at it by configuration): Login with Amazon through POST /api/v1/stores/connect and
 * /api/v1/stores/oauth/amazon, the poll's cursor, orders read with their restricted buyer data, and
 * the shipment confirmation going back.
 */
const APP = 'http://localhost:3998';
let sim: StoreSimulator;
let connect: Handler;
let oauth: Handler;

beforeAll(async () => {
  ({ sim, connect, oauth } = await startStoreConnectRoutes(APP));
});
afterAll(() => sim.stop());

const post = postStoreRoute;

/** The seller confirms on the simulator's consent page; the browser lands on /amazon/token with this query. */
async function consentAt(authorizeUrl: string): Promise<Record<string, string>> {
  expect((await fetch(authorizeUrl)).status).toBe(200);
  const confirm = new URL('confirm', authorizeUrl);
  confirm.search = new URL(authorizeUrl).search;
  const back = await fetch(confirm, { redirect: 'manual' });
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${APP}/amazon/token`);
  return Object.fromEntries(location.searchParams);
}

async function connectAmazon(user: TestUser, accountId: string) {
  const start = await post(connect, user, accountId, { platform: 'amazon' });
  expect(start.status).toBe(200);
  const query = await consentAt(start.body.authorizeUrl);
  return { start, query, done: await post(oauth, user, accountId, { query }, 'amazon') };
}

describe('connect an Amazon seller (SP-API website authorization workflow)', () => {
  it('consent → callback → LWA exchange: the store is connected with its refresh token and its poll enrolled', async () => {
    const { accountId, owner } = await createTestAccount();
    const { start, query, done } = await connectAmazon(owner, accountId);
    const authorizeUrl = new URL(start.body.authorizeUrl);
    expect(authorizeUrl.href.startsWith(`${sim.origin}/amazon/sellercentral/apps/authorize/consent?`)).toBe(true);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP}/amazon/token`);
    expect(query.selling_partner_id).toMatch(/^A[A-Z0-9]+$/);

    expect(done.status).toBe(201);
    expect(done.body.store).toMatchObject({ platform: 'amazon', status: 'connected' });
    const storeId = done.body.store.storeId as string;
    const credentials = await dynamoStoreConnections.credentials(accountId, storeId);
    expect(credentials).toMatchObject({
      refreshToken: expect.stringMatching(/^Atzr\|/),
      marketplaceIds: ['ATVPDKIKX0DER'],
    });
    expect(JSON.stringify(done.body)).not.toContain(credentials!.refreshToken!);
    expect((await dynamoAmazonPollCursors.list()).some((c) => c.accountId === accountId && c.storeId === storeId)).toBe(
      true,
    );
    // The callback's code works once.
    expect((await post(oauth, owner, accountId, { query }, 'amazon')).status).toBe(400);
  });

  it('polls the seeded orders with their buyer address, then tracking goes back as a shipment confirmation', async () => {
    const { accountId, owner } = await createTestAccount();
    const { query, done } = await connectAmazon(owner, accountId);
    const storeId = done.body.store.storeId as string;
    const sent: OrderLandingRequest[] = [];
    const amazon = makeStoreAdapters({
      origins: { mode: 'sandbox', simulatorUrl: sim.origin },
      localRuntime: true,
    }).amazon;
    const poll = makePollAmazonOrders({
      cursors: {
        ...dynamoAmazonPollCursors,
        // This account's store alone: other tests' stores share the schedule's index.
        list: async () => (await dynamoAmazonPollCursors.list()).filter((c) => c.accountId === accountId),
      },
      connections: dynamoStoreEventConnections,
      amazon,
      landing: { send: async (m) => void sent.push(m) },
      importSettings: async () => ({ importOptions: {}, importAdditionalDetails: false }),
    });
    const [outcome] = await poll();
    expect(outcome).toMatchObject({ kind: 'polled', queued: 3 });
    expect(sent.every((m) => m.draft.group.rows[0]!.values.recipientName)).toBe(true);

    const seller = query.selling_partner_id!;
    const orderId = sent[0]!.draft.store.platformOrderId;
    const connection = (await dynamoStoreConnections.get(accountId, storeId))!;
    const credentials = (await dynamoStoreConnections.credentials(accountId, storeId))!;
    await amazon.pushFulfillment(
      { connection, credentials },
      { externalOrderId: orderId, trackingCode: '9400111899223197428490', carrier: 'USPS', notifyCustomer: true },
    );
    expect(sim.amazon.confirmations(seller)).toMatchObject([
      { orderId, packageDetail: { carrierCode: 'USPS', trackingNumber: '9400111899223197428490' } },
    ]);

    // Amazon now has it shipped: a second confirmation sends nothing (the push is safe to retry).
    expect(sim.amazon.orders(seller).find((o) => o.order.AmazonOrderId === orderId)?.order.OrderStatus).toBe('Shipped');
    await amazon.pushFulfillment(
      { connection, credentials },
      { externalOrderId: orderId, trackingCode: '9400111899223197428490', carrier: 'USPS', notifyCustomer: true },
    );
    expect(sim.amazon.confirmations(seller)).toHaveLength(1);
  });

  it('refuses a callback without the code or with a malformed selling partner id (400, field message)', async () => {
    const { accountId, owner } = await createTestAccount();
    const start = await post(connect, owner, accountId, { platform: 'amazon' });
    const query = await consentAt(start.body.authorizeUrl);
    const bad = await post(oauth, owner, accountId, { query: { ...query, selling_partner_id: 'x/../y' } }, 'amazon');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ query: 'missing selling partner' });
  });

  it('permissions: connecting needs edit_integrations (403 for the start and the return)', async () => {
    const { accountId } = await createTestAccount();
    const packer = await addTestMember(accountId, { view_orders: true } as never);
    expect((await post(connect, packer, accountId, { platform: 'amazon' })).status).toBe(403);
    expect((await post(oauth, packer, accountId, { query: { state: 'x' } }, 'amazon')).status).toBe(403);
  });

  it('cross-tenant: a consent started by account A cannot connect the seller for B', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const start = await post(connect, a.owner, a.accountId, { platform: 'amazon' });
    const query = await consentAt(start.body.authorizeUrl);
    expect((await post(oauth, b.owner, b.accountId, { query }, 'amazon')).status).toBe(400);
    expect(await dynamoStoreConnections.list(b.accountId)).toEqual([]);
  });
});
