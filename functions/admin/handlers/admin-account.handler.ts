import { adminAccountParamsSchema } from '#api/admin';
import { adminRoute, staffAccounts } from '../admin.deps';

/** GET /api/v1/admin/accounts/{accountId}: plan, wallet, recent claims and staff actions of one account. */
export const handler = adminRoute({ params: adminAccountParamsSchema }, ({ params }) =>
  staffAccounts.summary(params.accountId),
);
