import { adminAccountSearchQuerySchema } from '#api/admin';
import { adminRoute, staffAccounts } from '../admin.deps';

/** GET /api/v1/admin/accounts?q=&by=id|email|company: staff find merchant accounts. */
export const handler = adminRoute({ query: adminAccountSearchQuerySchema }, ({ query }) => staffAccounts.search(query));
