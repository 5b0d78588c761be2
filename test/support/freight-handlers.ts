// Freight routes through their real handlers, as the integration tests drive them (kept apart from the
// plain request builders in freight.ts, which unit tests import without the handlers' configuration).
import { handler as getQuote } from '#functions/freight/handlers/freight-quote.handler';
import { apiEvent, invoke, type TestUser } from './api-events';

/** GET /api/v1/freight/quotes/{quoteId} through the real handler, as `user` of `accountId`. */
export const getFreightQuote = (quoteId: string, accountId: string, user: TestUser) =>
  invoke(
    getQuote,
    apiEvent({
      method: 'GET',
      path: `/api/v1/freight/quotes/${quoteId}`,
      pathParameters: { quoteId },
      user,
      accountId,
    }),
  );
