import { subscriptionSummary } from '#domain/plans/subscription.rules';
import { accountRoute, subscriptions } from '../accounts.deps';

/** GET /api/v1/subscription: any member may see the account's plan and when a trial ends. */
export const handler = accountRoute({}, async ({ caller }) =>
  subscriptionSummary(await subscriptions.get(caller.accountId), new Date()),
);
