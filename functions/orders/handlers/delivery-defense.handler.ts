import { deliveryDefenseRequestSchema } from '#domain/address/address-check.schema';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { addressCheckUseCases } from '../orders.deps';

/** POST /api/orders/delivery-defense (orders §7): `{ score }`; score / 10 is the confidence score. */
export const handler = accountRoute(
  { body: deliveryDefenseRequestSchema, permissions: ['view_print_orders'] },
  ({ caller, body }) => addressCheckUseCases.deliveryScore(caller.accountId, body),
);
