import { identityRoute } from '#lib/http/http-route';
import { getMe } from '../accounts.deps';

export const handler = identityRoute({}, ({ identity }) => getMe(identity));
