import { htsCodeSearchRequestSchema } from '#api/catalog';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { htsCodeUseCases } from '../catalog.deps';

/** POST /api/v1/enums/hts-codes/search (orders §7). Signed-in merchants only; the codes are public data. */
export const handler = accountRoute({ body: htsCodeSearchRequestSchema }, ({ body }) => htsCodeUseCases.search(body));
