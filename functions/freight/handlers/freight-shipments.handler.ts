import { freightShipmentsQuerySchema } from '#api/freight-bookings';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { freightShipments } from '../freight-booking.deps';

/** The Freight shipments list (newest first), or one quote's bookings. */
export const handler = accountRoute(
  { query: freightShipmentsQuerySchema, permissions: ['view_print_orders'] },
  ({ caller, query }) => freightShipments.list(caller.accountId, query.quoteId),
);
