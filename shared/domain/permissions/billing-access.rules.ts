import { BILLING_HIDDEN_MESSAGE, BILLING_REJECTED_MESSAGE } from '../errors/error-messages.constants';
import type { BillingReviewState } from '../billing/invoice-status.constants';
import type { ApprovalState, BillingAccessStatus } from '../statuses/account-states.constants';

/** Billing can be blocked (orders §6/§8, accounts §6/§8): rejected or hidden, each with its message. */
export function isBillingBlocked(status: string | null | undefined): boolean {
  return status === 'rejected' || status === 'hidden';
}

export function billingBlockedMessage(status: string | null | undefined): string | undefined {
  if (status === 'rejected') return BILLING_REJECTED_MESSAGE;
  if (status === 'hidden') return BILLING_HIDDEN_MESSAGE;
  return undefined;
}

/** What billing access is derived from: the internal review, the rate approval and what the account has connected. */
export interface BillingAccessFacts {
  review: BillingReviewState;
  rateApproval: ApprovalState;
  /** Connected store integrations. */
  storesConnected: number;
  /** The merchant's own carrier accounts. */
  ownCarrierAccounts: number;
}

export const isRateApproved = (approval: ApprovalState): boolean =>
  approval === 'approved' || approval === 'granted_access';

/**
 * Billing access (accounts §4, §8), read from the hidden message's own words: billing opens with a
 * store integration plus either approved rates or an own carrier account. A rejected review blocks
 * whatever else holds; `pending_verification` is the review not finished, which does not block.
 */
export function billingAccessOf(facts: BillingAccessFacts): BillingAccessStatus {
  if (facts.review === 'rejected') return 'rejected';
  const canPay = isRateApproved(facts.rateApproval) || facts.ownCarrierAccounts > 0;
  if (facts.storesConnected === 0 || !canPay) return 'hidden';
  return facts.review === 'pending_verification' ? 'pending_verification' : 'approved';
}
