import { validateAddressRequestSchema } from '#domain/address/address-check.schema';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { addressCheckUseCases } from '../orders.deps';

/** POST /api/orders/validate-address (orders §7): `{ updatedShippingAddress?, verifications, isValid }`. */
export const handler = accountRoute({ body: validateAddressRequestSchema, permissions: ['edit_orders'] }, ({ body }) =>
  addressCheckUseCases.validate(body.shippingAddress),
);
