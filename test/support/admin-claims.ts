import { randomUUID } from 'node:crypto';
import { claimSchema } from '#domain/claims/claim.schema';
import type { ClaimRecord } from '#domain/claims/claim-record';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import { dynamoClaimStore } from '#functions/claims/claims.adapters';
import type { TestUser } from './api-events';
import { SHIPDECK_ADMINS_GROUP } from '#domain/admin/staff-group.rules';

/** A Shipdeck staff member's token (the shipdeck-admins group). */
export function testStaff(): TestUser {
  const id = randomUUID();
  return { userId: id, email: `staff-${id.slice(0, 8)}@shipdeck.example`, groups: [SHIPDECK_ADMINS_GROUP] };
}

/**
 * A claim the merchant submitted (claim_received, or `status`), stored through the claims store as its
 * routes store it: a $120.00 lost-package claim of a shipment declared at $100.00.
 */
export async function storeSubmittedClaim(
  accountId: string,
  opts: {
    status?: ClaimStatus;
    claimedCents?: number;
    declaredValueCents?: number;
    /** Already filed with the insurer (its claim id): the insurer then only takes its timed steps. */
    insurerClaimId?: string;
  } = {},
): Promise<ClaimRecord> {
  const at = new Date().toISOString();
  const claimId = randomUUID();
  const claim = claimSchema.parse({
    claimDetails: { merchandiseAmount: (opts.claimedCents ?? 12_000) / 100, merchandiseDescription: 'Frozen salmon' },
    contactDetails: {},
    senderDetails: {},
    recipientDetails: {},
    payeeDetails: {},
  });
  const { documents: _documents, id: _id, status: _status, ...form } = claim;
  const record: ClaimRecord = {
    claimId,
    accountId,
    source: { kind: 'shipment', orderId: randomUUID(), shipmentId: randomUUID() },
    type: 'lost',
    status: opts.status ?? 'claim_received',
    resolution: 'pending',
    claim: form,
    amounts: { claimedCents: opts.claimedCents ?? 12_000, declaredValueCents: opts.declaredValueCents ?? 10_000 },
    history: [
      { at, from: null, to: 'draft', actor: { kind: 'merchant', id: 'owner' }, note: '' },
      { at, from: 'draft', to: 'claim_received', actor: { kind: 'merchant', id: 'owner' }, note: '' },
    ],
    orderNumber: `SD-${claimId.slice(0, 6)}`,
    trackingCode: `1Z${claimId.slice(0, 10)}`,
    version: 2,
    createdAt: at,
    updatedAt: at,
    submittedAt: at,
    ...(opts.insurerClaimId ? { insurerClaimId: opts.insurerClaimId } : {}),
  };
  const created = await dynamoClaimStore.create(record);
  if (created.outcome !== 'created') throw new Error('The test claim was not created');
  return record;
}
