import { customerSearchRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { customerUseCases } from '../catalog.deps';

/** POST /api/v1/customers/search (orders §7). Reads need no permission key. */
export const handler = accountRoute({ body: customerSearchRequestSchema }, ({ caller, body }) =>
  customerUseCases.search(caller.accountId, body),
);
