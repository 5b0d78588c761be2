import type { EmailSender } from '#domain/notifications/ports';
import type { TeamStore } from '#domain/accounts/ports';
import { renewalFailedEmail } from '#domain/plans/plan-change.rules';
import type { Subscription } from '#domain/plans/subscription.rules';
import { logger } from '#lib/logger';

/**
 * Emails the account's owner that a renewal failed and paused the subscription. A failed send is
 * logged, never thrown: the pause stands and the plans page says the same.
 */
export function makeRenewalFailureNotifier(deps: {
  team: Pick<TeamStore, 'list'>;
  email: EmailSender;
  appUrl: () => string | undefined;
}) {
  return async (accountId: string, subscription: Subscription, reason: string): Promise<void> => {
    try {
      const owner = (await deps.team.list(accountId)).members.find((m) => m.role === 'owner');
      if (!owner) return;
      const base = (deps.appUrl() ?? '').replace(/\/+$/, '');
      await deps.email.send(
        renewalFailedEmail({
          to: owner.email,
          plan: subscription.selectedPlan,
          reason,
          plansUrl: `${base}/billing/plans`,
        }),
      );
    } catch (err) {
      logger.warn('Renewal failure email not sent', { accountId, error: (err as Error).message });
    }
  };
}
