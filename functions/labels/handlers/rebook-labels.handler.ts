import { rebookLabelsRequestSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { rebookLabels } from '../labels.deps';

/** The grid's bulk rebook: 202 with a purchase batch, followed through GET /labels/purchases/{batchId}. */
export const handler = accountRoute(
  { body: rebookLabelsRequestSchema, permissions: ['purchase_orders'], successStatus: 202 },
  ({ caller, body }) => rebookLabels(caller, body.shipments),
);
