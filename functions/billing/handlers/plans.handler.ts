import { accountRoute } from '#functions/accounts/accounts.deps';
import { subscriptionUseCases } from '../subscriptions.deps';

/** GET /api/v1/plans: both plan tables, the account's plan and its usage (any member). */
export const handler = accountRoute({}, ({ caller }) => subscriptionUseCases.catalog(caller.accountId));
