import { purchaseLabelsRequestSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { purchaseLabels } from '../labels.deps';

/** 202: the labels are bought by the label-purchase worker; GET …/purchases/{batchId} follows them. */
export const handler = accountRoute(
  { body: purchaseLabelsRequestSchema, permissions: ['purchase_orders'], successStatus: 202 },
  ({ caller, body }) => purchaseLabels.request(caller, body),
);
