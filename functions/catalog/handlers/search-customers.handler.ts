import { customerSearchRequestSchema } from '#api/catalog';
import { accountRoute } from '#lib/http/http-route';
import { customerUseCases } from '../catalog.deps';

/** POST /api/v1/customers/search (orders §7). Reads need no permission key. */
export const handler = accountRoute({ body: customerSearchRequestSchema }, ({ caller, body }) => customerUseCases.search(caller.accountId, body));
