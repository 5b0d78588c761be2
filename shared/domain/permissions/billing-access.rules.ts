import { BILLING_HIDDEN_MESSAGE, BILLING_REJECTED_MESSAGE } from '../errors/error-messages.constants';

/** Billing can be blocked (orders §6/§8, accounts §6/§8): rejected or hidden, each with its message. */
export function isBillingBlocked(status: string | null | undefined): boolean {
  return status === 'rejected' || status === 'hidden';
}

export function billingBlockedMessage(status: string | null | undefined): string | undefined {
  if (status === 'rejected') return BILLING_REJECTED_MESSAGE;
  if (status === 'hidden') return BILLING_HIDDEN_MESSAGE;
  return undefined;
}
