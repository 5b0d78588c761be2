import { bulkRatesRequestSchema } from '#api/shipping';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { rateShop } from '../rates.deps';

/** POST /api/v1/orders/rates: the grid's "Get rates" for the selected orders, one quote each by the rule. */
export const handler = accountRoute(
  { body: bulkRatesRequestSchema, permissions: ['purchase_orders'] },
  ({ caller, body }) => rateShop.bulkRates(caller, body),
);
