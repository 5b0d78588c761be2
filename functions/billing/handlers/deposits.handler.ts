import { addFundsRequestSchema, toDepositView } from '#api/payments';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { payments } from '../payments.deps';

export const DEPOSITS_SHOWN = 20;

// accounts §6 billing: deposit_funds adds funds; the list is billing activity.
const list = accountRoute({ permissions: ['view_billing_activity'] }, async ({ caller }) => ({
  items: (await payments.recentDeposits(caller.accountId, DEPOSITS_SHOWN)).map(toDepositView),
}));
const add = accountRoute(
  { body: addFundsRequestSchema, permissions: ['deposit_funds'], maxBodyBytes: 1_024 },
  async ({ caller, body }) => toDepositView(await payments.addFunds(caller.accountId, body)),
);

/** GET and POST /api/v1/wallet/deposits (Add funds). */
export const handler = byMethod({ GET: list, POST: add });
