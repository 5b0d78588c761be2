import { cancelSubscriptionRequestSchema } from '#api/plans';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { subscriptionUseCases } from '../subscriptions.deps';

/** POST /api/v1/subscription/cancel {reason, details} (accounts §4 cancel reasons; edit_payments). */
export const handler = accountRoute(
  { body: cancelSubscriptionRequestSchema, permissions: ['edit_payments'], maxBodyBytes: 2_048 },
  ({ caller, body }) => subscriptionUseCases.cancel(caller.accountId, body),
);
