import type { AdminClaimView } from '#api/admin';
import type { ClaimRecord } from '#domain/claims/claim-record';
import { maxPayoutCents } from '#domain/admin/payout.rules';
import type { AuditedClaimState } from '#domain/admin/admin-audit';

/** A stored claim as the staff console shows it. */
export function toAdminClaimView(record: ClaimRecord): AdminClaimView {
  const details = record.claim.claimDetails;
  return {
    claimId: record.claimId,
    accountId: record.accountId,
    orderNumber: record.orderNumber,
    ...(record.trackingCode ? { trackingCode: record.trackingCode } : {}),
    source: record.source,
    type: record.type,
    status: record.status,
    resolution: record.resolution,
    amounts: record.amounts,
    maxPayoutCents: maxPayoutCents(record.amounts),
    merchandiseDescription: details?.merchandiseDescription ?? '',
    damageDescription: details?.damageDescription ?? '',
    history: record.history,
    version: record.version,
    createdAt: record.createdAt,
    ...(record.submittedAt ? { submittedAt: record.submittedAt } : {}),
  };
}

/** What the audit keeps of a claim's state. */
export function auditedState(
  record: Pick<ClaimRecord, 'status' | 'resolution' | 'version' | 'amounts'>,
): AuditedClaimState {
  return {
    status: record.status,
    resolution: record.resolution,
    version: record.version,
    ...(record.amounts.paidCents !== undefined ? { paidCents: record.amounts.paidCents } : {}),
  };
}
