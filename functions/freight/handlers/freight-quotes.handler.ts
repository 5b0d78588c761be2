import { freightQuoteRequestSchema, freightQuotesQuerySchema, type FreightQuoteView } from '#api/freight';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { byMethod } from '#lib/http/http-route';
import { jsonResponse } from '#lib/http/responses';
import { freightQuotes } from '../freight.deps';

// Orders §6: quoting freight is part of buying its shipping, as the rate shop is (purchase_orders).
const post = accountRoute(
  {
    body: freightQuoteRequestSchema,
    permissions: ['purchase_orders'],
    respond: (view: FreightQuoteView) => jsonResponse(201, view),
  },
  ({ caller, body }) => freightQuotes.create(caller, body),
);
const list = accountRoute({ query: freightQuotesQuerySchema, permissions: ['purchase_orders'] }, ({ caller, query }) =>
  freightQuotes.list(caller, query.limit),
);

/** POST /api/v1/freight/quotes (every LTL carrier's offer, kept) and GET /api/v1/freight/quotes (the latest). */
export const handler = byMethod({ POST: post, GET: list });
