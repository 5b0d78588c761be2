import type { BillingProfileStore } from '#domain/billing/ports';
import { billingAccessOf, billingBlockedMessage } from '#domain/permissions/billing-access.rules';
import type { BillingAccessView } from '#api/billing';
import { ForbiddenError } from '#lib/errors';

export interface BillingAccessDeps {
  profiles: Pick<BillingProfileStore, 'get'>;
  /** Connected store integrations of the account. */
  storesConnected(accountId: string): Promise<number>;
  /** The account's own carrier accounts. */
  ownCarrierAccounts(accountId: string): Promise<number>;
}

/** 403 with the blocking message (accounts §8): billing is rejected or hidden for this account. */
export class BillingBlockedError extends ForbiddenError {
  constructor(message: string) {
    super(message);
  }
}

export function makeBillingAccess(deps: BillingAccessDeps) {
  async function status(accountId: string): Promise<BillingAccessView> {
    const [profile, storesConnected, ownCarrierAccounts] = await Promise.all([
      deps.profiles.get(accountId),
      deps.storesConnected(accountId),
      deps.ownCarrierAccounts(accountId),
    ]);
    const access = billingAccessOf({ ...profile, storesConnected, ownCarrierAccounts });
    const message = billingBlockedMessage(access);
    return message ? { status: access, message } : { status: access };
  }
  return {
    status,
    /** Throws BillingBlockedError unless billing is open (deposits, payment methods, plan changes). */
    async assertOpen(accountId: string): Promise<void> {
      const view = await status(accountId);
      if (view.message) throw new BillingBlockedError(view.message);
    },
  };
}

export type BillingAccess = ReturnType<typeof makeBillingAccess>;
