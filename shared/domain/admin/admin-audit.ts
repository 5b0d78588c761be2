import type { ClaimResolution, ClaimStatus } from '../statuses/claim-status.rules';
import type { Cents } from '../money/cents.rules';

/** What a staff member did; every admin action is one audit entry, written with the change itself. */
export const ADMIN_ACTIONS = ['claim.move', 'claim.approve', 'claim.deny'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The staff member, from the verified token: the Cognito `sub` and email. */
export interface StaffMember {
  userId: string;
  email: string;
}

/** A claim's state as the audit keeps it, before and after an action. */
export interface AuditedClaimState {
  status: ClaimStatus;
  resolution: ClaimResolution;
  version: number;
  paidCents?: Cents;
}

export interface AdminAuditEntry {
  auditId: string;
  at: string;
  admin: StaffMember;
  action: AdminAction;
  accountId: string;
  claimId: string;
  before: AuditedClaimState;
  after: AuditedClaimState;
  /** The reason of a denial, the note of a move. */
  note: string;
}
