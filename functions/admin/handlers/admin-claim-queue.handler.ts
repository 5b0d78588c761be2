import { adminClaimQueueQuerySchema } from '#api/admin';
import { adminRoute, claimReview } from '../admin.deps';

/** GET /api/v1/admin/claims?status=: the claims of one open status across accounts, oldest first. */
export const handler = adminRoute({ query: adminClaimQueueQuerySchema }, ({ query }) => claimReview.queue(query));
