import { accountRoute } from '#functions/accounts/accounts.deps';
import { walletUseCases } from '../billing.deps';

export const handler = accountRoute({ permissions: ['view_billing_activity'] }, ({ caller }) =>
  walletUseCases.view(caller),
);
