import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { dynamoClaimStore } from '#functions/claims/claims.adapters';
import { uuidGenerator } from '#lib/ids';
import { createTestAccount } from '#test/support/accounts';

/**
 * The one-open-claim hold against DynamoDB Local: one draft or open claim per shipment + type and source —
 * a shopper's protection claim and the merchant's own insurance claim of the same shipment and type are
 * held apart, each still one at a time.
 */
let accountId: string;
beforeAll(async () => {
  accountId = (await createTestAccount('Held Apart Foods')).accountId;
});

function claimOf(source: ClaimRecord['source']): ClaimRecord {
  const at = new Date().toISOString();
  return {
    claimId: uuidGenerator.newId(),
    accountId,
    source,
    type: 'damaged',
    status: 'claim_received',
    resolution: 'pending',
    claim: {},
    amounts: { claimedCents: 5_000 },
    history: [{ at, from: 'draft', to: 'claim_received', actor: { kind: 'merchant', id: 'u1' }, note: '' }],
    orderNumber: 'HA-1',
    version: 1,
    createdAt: at,
    updatedAt: at,
    submittedAt: at,
  } as ClaimRecord;
}

describe('claim hold: one open claim per shipment + type, per source', () => {
  it("a shopper's protection claim and the merchant's insurance claim of one shipment and type both open", async () => {
    const orderId = uuidGenerator.newId();
    const shopper = claimOf({ kind: 'protection', orderId, shipmentId: 's1' });
    const merchant = claimOf({ kind: 'shipment', orderId, shipmentId: 's1' });
    expect(await dynamoClaimStore.create(shopper)).toEqual({ outcome: 'created' });
    expect(await dynamoClaimStore.create(merchant)).toEqual({ outcome: 'created' });

    // Each source still holds its own subject: a second claim of either is the duplicate of the first.
    expect(await dynamoClaimStore.create(claimOf({ kind: 'protection', orderId, shipmentId: 's1' }))).toEqual({
      outcome: 'duplicate',
      claimId: shopper.claimId,
    });
    expect(await dynamoClaimStore.create(claimOf({ kind: 'shipment', orderId, shipmentId: 's1' }))).toEqual({
      outcome: 'duplicate',
      claimId: merchant.claimId,
    });
  });

  it("deciding the shopper's claim frees its hold and leaves the merchant's in place", async () => {
    const orderId = uuidGenerator.newId();
    const shopper = claimOf({ kind: 'protection', orderId });
    const merchant = claimOf({ kind: 'order', orderId });
    await dynamoClaimStore.create(shopper);
    await dynamoClaimStore.create(merchant);
    const at = new Date().toISOString();
    expect(
      await dynamoClaimStore.move(accountId, shopper.claimId, {
        expectedStatus: 'claim_received',
        expectedVersion: 1,
        entry: { at, from: 'claim_received', to: 'denied', actor: { kind: 'merchant', id: 'u1' }, note: 'No loss' },
        resolution: 'deny',
      }),
    ).toBe('written');
    expect((await dynamoClaimStore.create(claimOf({ kind: 'protection', orderId }))).outcome).toBe('created');
    expect(await dynamoClaimStore.create(claimOf({ kind: 'order', orderId }))).toEqual({
      outcome: 'duplicate',
      claimId: merchant.claimId,
    });
  });
});
