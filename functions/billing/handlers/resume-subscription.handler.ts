import { accountRoute } from '#functions/accounts/accounts.deps';
import { subscriptionUseCases } from '../subscriptions.deps';

/** POST /api/v1/subscription/resume (edit_payments): clears a cancel or a pause. */
export const handler = accountRoute({ permissions: ['edit_payments'] }, ({ caller }) =>
  subscriptionUseCases.resume(caller.accountId),
);
