import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimView } from '#api/claims';
import type { ClaimRecord, ClaimType } from '#domain/claims/claim-record';
import { dynamoClaimStore } from '#functions/claims/adapters/dynamodb.claim-store';
import { handler as claimsRoute } from '#functions/claims/handlers/claims.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { createLabelledOrder } from '#test/support/claims';

/**
 * The Claims page lists shoppers' order-protection claims beside the merchant's own, and filters them by who
 * filed (merchant / protection): a filter that is no key, so a page is topped up from where its read stopped.
 */
let accountId: string;
let owner: TestUser;
let orderId: string;
let shipmentId: string;

const list = (query: Record<string, string> = {}, user = owner, account = accountId) =>
  invoke(claimsRoute, apiEvent({ method: 'GET', path: '/api/v1/claims', query, user, accountId: account }));
const ids = (res: { body: { items: ClaimView[] } }) => res.body.items.map((c) => c.claimId);

/** A claim as the shopper's page or the merchant's form writes it, `minute` minutes into the day. */
async function claim(kind: 'shipment' | 'protection', type: ClaimType, minute: number): Promise<string> {
  const at = `2030-01-10T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const claimId = `${kind}-${type}-${minute}`;
  const record: ClaimRecord = {
    claimId,
    accountId,
    source: { kind, orderId, shipmentId },
    type,
    status: kind === 'protection' ? 'claim_received' : 'draft',
    resolution: 'pending',
    claim: {} as ClaimRecord['claim'],
    amounts: { claimedCents: 1_000 },
    history: [],
    orderNumber: 'A-1',
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  expect((await dynamoClaimStore.create(record)).outcome).toBe('created');
  return claimId;
}

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount('Filer Foods'));
  ({ orderId, shipmentId } = await createLabelledOrder(owner, accountId, { declaredValue: 150 }));
});

describe('claims list by who filed (issue 25 item 5: the merchant sees shoppers’ claims to resolve)', () => {
  it('lists shoppers’ protection claims with the merchant’s, and each alone by filer', async () => {
    const mine = await claim('shipment', 'lost', 1);
    const shoppers = await claim('protection', 'damaged', 2);
    expect(ids(await list())).toEqual([shoppers, mine]);
    const protection = await list({ filer: 'protection' });
    expect(protection.status).toBe(200);
    expect(ids(protection)).toEqual([shoppers]);
    expect(protection.body.items[0].source.kind).toBe('protection');
    expect(ids(await list({ filer: 'merchant' }))).toEqual([mine]);
    expect(ids(await list({ filer: 'protection', status: 'claim_received' }))).toEqual([shoppers]);
    expect(ids(await list({ filer: 'protection', status: 'draft' }))).toEqual([]);
    const bad = await list({ filer: 'shopper' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['filer']);
  });

  it('a filtered page is filled from further reads, and its cursor continues after the last claim read', async () => {
    const made: Record<'shipment' | 'protection', string[]> = { shipment: [], protection: [] };
    const types: ClaimType[] = ['lost', 'damaged', 'delayed', 'missing_contents'];
    // Oldest first; one claim per kind and type (a shipment holds one open claim of each).
    const kinds = [
      'protection',
      'shipment',
      'shipment',
      'protection',
      'shipment',
      'shipment',
      'protection',
      'protection',
    ];
    for (const [i, kind] of (kinds as ('shipment' | 'protection')[]).entries())
      made[kind].push(await claim(kind, types[made[kind].length], i + 1));
    const newestFirst = (k: 'shipment' | 'protection') => [...made[k]].reverse();
    const first = await dynamoClaimStore.list(accountId, { filer: 'protection', limit: 2 });
    expect(first.items.map((c) => c.claimId)).toEqual(newestFirst('protection').slice(0, 2));
    expect(first.cursor).toBeDefined();
    const rest = await dynamoClaimStore.list(accountId, { filer: 'protection', limit: 10, cursor: first.cursor });
    expect(rest.items.map((c) => c.claimId)).toEqual(newestFirst('protection').slice(2));
    expect(rest.cursor).toBeUndefined();
    const merchant = await dynamoClaimStore.list(accountId, { filer: 'merchant', limit: 10 });
    expect(merchant.items.map((c) => c.claimId)).toEqual(newestFirst('shipment'));
  });

  it('a member holding only one claim permission sees only that kind, whatever the filter asks', async () => {
    await claim('shipment', 'lost', 1);
    const shoppers = await claim('protection', 'damaged', 2);
    const protectionOnly = await addTestMember(accountId, { view_order_protection: true });
    expect(ids(await list({}, protectionOnly))).toEqual([shoppers]);
    expect(ids(await list({ filer: 'merchant' }, protectionOnly))).toEqual([]);
  });

  it("another account's claims are never listed, by any filer", async () => {
    await claim('protection', 'damaged', 2);
    const other = await createTestAccount('Other Foods');
    expect(ids(await list({ filer: 'protection' }, other.owner, other.accountId))).toEqual([]);
    expect(ids(await list({ filer: 'merchant' }, other.owner, other.accountId))).toEqual([]);
  });
});
