import { shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { rebookLabels } from '../labels.deps';

/** 202 with a purchase batch: the label-purchase worker buys the new label (and voids the old one). */
export const handler = accountRoute(
  { params: shipmentParamsSchema, permissions: ['purchase_orders'], successStatus: 202 },
  ({ caller, params }) => rebookLabels(caller, [params]),
);
