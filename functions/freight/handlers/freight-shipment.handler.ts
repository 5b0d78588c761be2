import { freightShipmentParamsSchema } from '#api/freight-bookings';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { freightShipments } from '../freight-booking.deps';

/** One freight shipment with presigned links to its bill of lading and pallet labels. */
export const handler = accountRoute(
  { params: freightShipmentParamsSchema, permissions: ['view_print_orders'] },
  ({ caller, params }) => freightShipments.get(caller.accountId, params.bookingId),
);
