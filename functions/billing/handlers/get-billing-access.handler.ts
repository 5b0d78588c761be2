import { accountRoute } from '#functions/accounts/accounts.deps';
import { billingAccess } from '../billing.deps';

/** GET /api/v1/billing/access: any member may learn whether Billing is open and, if not, why (accounts §4, §8). */
export const handler = accountRoute({}, ({ caller }) => billingAccess.status(caller.accountId));
