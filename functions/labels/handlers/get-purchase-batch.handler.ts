import { batchParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { purchaseLabels } from '../labels.deps';

export const handler = accountRoute(
  { params: batchParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }) => purchaseLabels.progress(caller, params.batchId),
);
