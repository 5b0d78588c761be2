import { isOpenClaimStatus, type ClaimStatus } from './claim-lifecycle.rules';
import type { ClaimRecord } from './claim-record';
import type { InsurerDecision } from './ports';

/**
 * The sandbox insurer (the local default): it decides a submitted claim on an accelerated clock when nobody
 * acts on it — each SANDBOX_INSURER_STEP_MINUTES after the claim's last move it takes the next step
 * (received → investigation pending → submitted for payment → paid with the amount claimed), or denies it
 * for a stated reason by the deterministic rules below. A staff member's move restarts the clock.
 */
export const SANDBOX_INSURER_STEP_MINUTES = 2;

export const SANDBOX_DENIAL_REASONS = {
  nothingClaimed: 'Denied: no merchandise amount was claimed.',
  overDeclared: 'Denied: the amount claimed is more than the declared value.',
  delay: 'Denied: Full Coverage does not cover delay; claim it from the carrier.',
} as const;

const NEXT: Partial<Record<ClaimStatus, 'investigation_pending' | 'submitted_for_payment' | 'paid'>> = {
  claim_received: 'investigation_pending',
  documents_pending: 'investigation_pending',
  investigation_pending: 'submitted_for_payment',
  submitted_for_payment: 'paid',
};

/** Why the sandbox insurer denies a claim, if it does (checked before it is submitted for payment). */
export function sandboxDenialReason(claim: Pick<ClaimRecord, 'type' | 'amounts'>): string | undefined {
  if (claim.type === 'delayed') return SANDBOX_DENIAL_REASONS.delay;
  if (claim.amounts.claimedCents <= 0) return SANDBOX_DENIAL_REASONS.nothingClaimed;
  const declared = claim.amounts.declaredValueCents;
  if (declared !== undefined && claim.amounts.claimedCents > declared) return SANDBOX_DENIAL_REASONS.overDeclared;
  return undefined;
}

/** The sandbox insurer's answer at `now`; undefined while the claim's step has not come (or it is not open). */
export function sandboxInsurerDecision(
  claim: Pick<ClaimRecord, 'status' | 'type' | 'amounts' | 'history' | 'updatedAt'>,
  now: Date,
  stepMinutes = SANDBOX_INSURER_STEP_MINUTES,
): InsurerDecision | undefined {
  if (!isOpenClaimStatus(claim.status)) return undefined;
  const lastMove = Date.parse(claim.history.at(-1)?.at ?? claim.updatedAt);
  if (!(now.getTime() - lastMove >= stepMinutes * 60_000)) return undefined;
  const next = NEXT[claim.status];
  if (!next) return undefined;
  if (next !== 'paid') {
    const denial = sandboxDenialReason(claim);
    if (denial) return { status: 'denied', note: denial };
    return { status: next, note: next === 'investigation_pending' ? 'Under review' : 'Approved for payment' };
  }
  return { status: 'paid', amountCents: claim.amounts.claimedCents, note: 'Paid the amount claimed' };
}
