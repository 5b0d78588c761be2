import { labelDocumentQuerySchema, shipmentParamsSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { labelDocument } from '../labels.deps';

export const handler = accountRoute(
  { params: shipmentParamsSchema, query: labelDocumentQuerySchema, permissions: ['view_print_orders'] },
  ({ caller, params, query }) => labelDocument(caller, params.orderId, params.shipmentId, query.format),
);
