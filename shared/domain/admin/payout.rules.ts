import type { ClaimRecord } from '../claims/claim-record';
import type { Cents } from '../money/cents.rules';
import { formatCents } from '../money/cents.rules';

/**
 * A payout may not exceed what the claim covers: the merchandise amount claimed, and the shipment's
 * declared (insured) value when it is known.
 */
export function maxPayoutCents(amounts: ClaimRecord['amounts']): Cents {
  const claimed = Math.max(0, amounts.claimedCents);
  return amounts.declaredValueCents === undefined ? claimed : Math.min(claimed, amounts.declaredValueCents);
}

export const PAYOUT_MESSAGES = {
  positive: 'The payout must be more than $0.00.',
  overCoverage: (max: Cents) => `The payout cannot exceed ${formatCents(max)}, the amount this claim covers.`,
  reasonRequired: 'A reason is required to deny a claim.',
} as const;

/** The payout's field message, or undefined when `amountCents` can be paid on this claim. */
export function payoutProblem(amountCents: Cents, amounts: ClaimRecord['amounts']): string | undefined {
  if (!(amountCents > 0)) return PAYOUT_MESSAGES.positive;
  const max = maxPayoutCents(amounts);
  if (amountCents > max) return PAYOUT_MESSAGES.overCoverage(max);
  return undefined;
}
