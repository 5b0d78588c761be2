import { accountRoute } from '#functions/accounts/accounts.deps';
import { boxUseCases } from '../catalog.deps';

/** GET /api/v1/boxes/presets: the default boxes and carrier packages of orders §9, each ready to POST. */
export const handler = accountRoute({}, async () => boxUseCases.presets());
