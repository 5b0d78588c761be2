import { savedFilterParamsSchema, savedFilterRequestSchema } from '#api/orders';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { orderReads } from '../orders.deps';

const list = accountRoute({ permissions: ['view_print_orders'] }, ({ caller }) => orderReads.listSavedFilters(caller));
const create = accountRoute(
  { body: savedFilterRequestSchema, permissions: ['view_print_orders'], successStatus: 201 },
  ({ caller, body }) => orderReads.saveFilter(caller, body),
);
const remove = accountRoute(
  { params: savedFilterParamsSchema, permissions: ['view_print_orders'] },
  ({ caller, params }) => orderReads.deleteSavedFilter(caller, params.filterId),
);

/** One function for the saved-filter resource: list, create and delete by method. */
export const handler = byMethod({ GET: list, POST: create, DELETE: remove });
