import { changePlanRequestSchema } from '#api/plans';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { subscriptionUseCases } from '../subscriptions.deps';

/** PUT /api/v1/subscription: upgrade or downgrade. A plan is paid for, so it needs edit_payments (accounts §6). */
export const handler = accountRoute(
  { body: changePlanRequestSchema, permissions: ['edit_payments'], maxBodyBytes: 1_024 },
  ({ caller, body }) => subscriptionUseCases.change(caller.accountId, body),
);
