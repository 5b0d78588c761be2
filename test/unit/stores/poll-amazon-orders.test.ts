import { describe, expect, it } from 'vitest';
import type { OrderLandingRequest } from '#domain/orders/order-landing.message';
import type { AmazonOrdersPage, AmazonPollCursor } from '#domain/stores/amazon.ports';
import { StoreApiError } from '#domain/stores/ports';
import type { StoreConnectionRecord, StoreCredentials } from '#domain/stores/store-connection';
import { makePollAmazonOrders } from '#functions/stores/use-cases/poll-amazon-orders.use-case';

const NOW = new Date('2026-11-25T16:00:00.000Z');
const connection: StoreConnectionRecord = {
  storeId: 'amz-1',
  platform: 'amazon',
  shop: 'a2examplesp0001',
  name: 'Amazon seller',
  status: 'connected',
  scopes: [],
  apiBaseUrl: 'https://sellingpartnerapi-na.amazon.com',
  connectedAt: '2026-11-20T00:00:00.000Z',
};
const credentials: StoreCredentials = { accessToken: 'Atza|x', refreshToken: 'Atzr|x' };

const bundle = (id: string, updated: string, over: Record<string, unknown> = {}) => ({
  order: {
    AmazonOrderId: id,
    PurchaseDate: '2026-11-25T14:00:00Z',
    LastUpdateDate: updated,
    OrderStatus: 'Unshipped',
    FulfillmentChannel: 'MFN',
    ShippingAddress: {
      Name: 'Grace Ortega',
      AddressLine1: '1100 Congress Ave',
      City: 'Austin',
      StateOrRegion: 'TX',
      PostalCode: '78701',
      CountryCode: 'US',
    },
    ...over,
  },
  items: [
    { SellerSKU: 'SKU-1', OrderItemId: '1', Title: 'Sausage', QuantityOrdered: 1, ItemPrice: { Amount: '13.00' } },
  ],
});

function setup(pages: (AmazonOrdersPage | Error)[], cursor?: Partial<AmazonPollCursor>, store = connection) {
  const cursors = new Map<string, AmazonPollCursor>([
    ['acc-1#amz-1', { accountId: 'acc-1', storeId: 'amz-1', lastUpdatedAfter: '2026-11-25T12:00:00.000Z', ...cursor }],
  ]);
  const sent: OrderLandingRequest[] = [];
  const queries: unknown[] = [];
  const errors: (string | null)[] = [];
  const poll = makePollAmazonOrders({
    cursors: {
      enroll: async () => undefined,
      list: async () => [...cursors.values()],
      save: async (c) => void cursors.set(`${c.accountId}#${c.storeId}`, c),
      remove: async (a, s) => void cursors.delete(`${a}#${s}`),
    },
    connections: {
      get: async (accountId) => (accountId === 'acc-1' ? store : undefined),
      credentials: async () => credentials,
      recordEvent: async () => undefined,
      recordError: async (_a, _s, e) => void errors.push(e),
    },
    amazon: {
      ordersPage: async (_access, query) => {
        queries.push(query);
        const next = pages.shift();
        if (!next) throw new Error('no more pages recorded');
        if (next instanceof Error) throw next;
        return next;
      },
    },
    landing: { send: async (m) => void sent.push(m) },
    importSettings: async () => ({ importOptions: {}, importAdditionalDetails: false }),
    clock: () => NOW,
  });
  return { poll, cursors, sent, queries, errors };
}

describe('pollAmazonOrders (the schedule: getOrders from a per-store LastUpdatedAfter cursor)', () => {
  it('reads every page by NextToken, lands each shippable order once per version, and moves the cursor', async () => {
    const { poll, cursors, sent, queries } = setup([
      { orders: [bundle('111-0000001-0000001', '2026-11-25T13:00:00Z')], nextToken: 'page-2' },
      {
        orders: [
          bundle('111-0000002-0000002', '2026-11-25T14:30:00Z'),
          bundle('111-0000003-0000003', '2026-11-25T14:00:00Z', { FulfillmentChannel: 'AFN' }),
        ],
      },
    ]);
    const [outcome] = await poll();
    expect(queries).toEqual([{ lastUpdatedAfter: '2026-11-25T12:00:00.000Z' }, { nextToken: 'page-2' }]);
    expect(outcome).toMatchObject({ kind: 'polled', queued: 2, skipped: 1, invalid: 0, more: false });
    expect(sent.map((m) => [m.platform, m.draft.store.platformOrderId, m.eventId])).toEqual([
      ['amazon', '111-0000001-0000001', '111-0000001-0000001@2026-11-25T13:00:00.000Z'],
      ['amazon', '111-0000002-0000002', '111-0000002-0000002@2026-11-25T14:30:00.000Z'],
    ]);
    expect(cursors.get('acc-1#amz-1')).toEqual({
      accountId: 'acc-1',
      storeId: 'amz-1',
      lastUpdatedAfter: '2026-11-25T14:30:00.000Z',
    });
  });

  it('an order seen again (same version) is sent under the same event id: landing updates, never duplicates', async () => {
    const page = { orders: [bundle('111-0000001-0000001', '2026-11-25T13:00:00Z')] };
    const { poll, sent } = setup([page, page]);
    await poll();
    await poll();
    expect(new Set(sent.map((m) => m.eventId)).size).toBe(1);
    expect(sent.map((m) => m.draft.group.orderNumber)).toEqual(['111-0000001-0000001', '111-0000001-0000001']);
  });

  it('stops after ten pages and keeps the NextToken, resuming where it stopped without moving the cursor', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => ({
      orders: [bundle(`111-0000001-000000${i}`, `2026-11-25T13:0${i}:00Z`)],
      nextToken: `p${i + 1}`,
    }));
    const { poll, cursors } = setup(pages);
    const [outcome] = await poll();
    expect(outcome).toMatchObject({ kind: 'polled', more: true, cursor: '2026-11-25T12:00:00.000Z' });
    expect(cursors.get('acc-1#amz-1')).toMatchObject({
      lastUpdatedAfter: '2026-11-25T12:00:00.000Z',
      nextToken: 'p10',
      seenUpTo: '2026-11-25T13:09:00Z',
    });
  });

  it('a throttled or unreachable Amazon leaves the cursor; a refused authorization is noted on the store', async () => {
    const throttled = setup([new StoreApiError('Amazon answered 429', true, 429)]);
    expect((await throttled.poll())[0]).toMatchObject({ kind: 'failed' });
    expect(throttled.cursors.get('acc-1#amz-1')!.lastUpdatedAfter).toBe('2026-11-25T12:00:00.000Z');
    expect(throttled.errors).toEqual([]);

    const revoked = setup([new StoreApiError('Amazon answered 403', false, 403)]);
    expect((await revoked.poll())[0]).toMatchObject({ kind: 'failed' });
    expect(revoked.errors).toEqual(['Amazon orders: Amazon answered 403']);
  });

  it('a disconnected store stops being polled', async () => {
    const { poll, cursors, queries } = setup([], {}, { ...connection, status: 'disconnected' });
    expect((await poll())[0]).toEqual({ storeId: 'amz-1', kind: 'removed' });
    expect(cursors.size).toBe(0);
    expect(queries).toEqual([]);
  });
});
