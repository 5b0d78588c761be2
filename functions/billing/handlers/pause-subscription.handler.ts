import { accountRoute } from '#functions/accounts/accounts.deps';
import { subscriptionUseCases } from '../subscriptions.deps';

/** POST /api/v1/subscription/pause (edit_payments): label purchase stops until it is resumed (accounts §4). */
export const handler = accountRoute({ permissions: ['edit_payments'] }, ({ caller }) =>
  subscriptionUseCases.pause(caller.accountId),
);
