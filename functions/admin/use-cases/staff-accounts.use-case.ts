import type { AdminAccountSearchResponse, AdminAccountSummaryResponse } from '#api/admin';
import type { AccountStore } from '#domain/accounts/ports';
import type { AccountDirectory, AdminAuditLog } from '#domain/admin/ports';
import type { Wallet } from '#domain/billing/ports';
import type { ClaimStore } from '#domain/claims/ports';
import type { SubscriptionStore } from '#domain/plans/ports';
import { NotFoundError } from '#lib/errors';
import { toAdminClaimView } from './claim-view';

export interface StaffAccountsDeps {
  directory: AccountDirectory;
  accounts: Pick<AccountStore, 'getAccount'>;
  subscriptions: SubscriptionStore;
  wallet: Pick<Wallet, 'balance'>;
  claims: Pick<ClaimStore, 'list'>;
  audit: Pick<AdminAuditLog, 'ofAccount'>;
}

/** How many recent claims and audit entries an account's summary shows. */
export const SUMMARY_RECENT = 10;

/** Staff finding merchant accounts and reading one account's summary. */
export function makeStaffAccounts(deps: StaffAccountsDeps) {
  return {
    async search(query: {
      q: string;
      by: 'id' | 'email' | 'company';
      limit: number;
      cursor?: string;
    }): Promise<AdminAccountSearchResponse> {
      if (query.by === 'id') {
        const hit = await deps.directory.byId(query.q);
        return { items: hit ? [hit] : [] };
      }
      return deps.directory.search({ text: query.q, by: query.by }, { limit: query.limit, cursor: query.cursor });
    },

    async summary(accountId: string): Promise<AdminAccountSummaryResponse> {
      const account = await deps.accounts.getAccount(accountId);
      if (!account) throw new NotFoundError('Merchant account');
      const [subscription, balance, claims, audit] = await Promise.all([
        deps.subscriptions.get(accountId),
        deps.wallet.balance(accountId),
        deps.claims.list(accountId, { limit: SUMMARY_RECENT }),
        deps.audit.ofAccount(accountId, { limit: SUMMARY_RECENT }),
      ]);
      return {
        account,
        plan: subscription
          ? {
              selectedPlan: subscription.selectedPlan,
              canceled: subscription.isSubscriptionCanceled === true,
              paused: subscription.isSubscriptionPaused === true,
            }
          : null,
        wallet: { balanceCents: balance.balanceCents, availableCents: balance.availableCents },
        // Drafts stay the merchant's own until submitted.
        recentClaims: claims.items.filter((c) => c.status !== 'draft').map(toAdminClaimView),
        recentAudit: audit.items,
      };
    },
  };
}

export type StaffAccounts = ReturnType<typeof makeStaffAccounts>;
