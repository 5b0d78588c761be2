import { shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { refundLabel } from '../labels.deps';

export const handler = accountRoute(
  { params: shipmentParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }) => refundLabel.refund(caller, params.orderId, params.shipmentId),
);
