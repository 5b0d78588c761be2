import { freightQuoteParamsSchema } from '#api/freight';
import { bookFreightRequestSchema } from '#api/freight-bookings';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { bookFreight } from '../freight-booking.deps';

/** Books one carrier's offer of a freight quote: the label purchase's permission (spec §6). */
export const handler = accountRoute(
  { params: freightQuoteParamsSchema, body: bookFreightRequestSchema, permissions: ['purchase_orders'] },
  ({ caller, params, body }) => bookFreight(caller.accountId, params.quoteId, body),
);
