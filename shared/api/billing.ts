import type { BillingAccessStatus } from '#domain/statuses/account-states.constants';

/** GET /api/v1/billing/access: the state and, when billing is blocked, the spec's message for it (accounts §4, §8). */
export interface BillingAccessView {
  status: BillingAccessStatus;
  message?: string;
}
