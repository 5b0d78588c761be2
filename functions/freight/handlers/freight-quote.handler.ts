import { freightQuoteParamsSchema } from '#api/freight';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { freightQuotes } from '../freight.deps';

/** GET /api/v1/freight/quotes/{quoteId}: a kept quote and its carriers' offers. */
export const handler = accountRoute(
  { params: freightQuoteParamsSchema, permissions: ['purchase_orders'] },
  ({ caller, params }) => freightQuotes.get(caller, params.quoteId),
);
