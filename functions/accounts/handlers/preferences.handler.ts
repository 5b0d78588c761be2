import { preferenceBodySchema, preferenceParamsSchema } from '#api/preferences';
import { byMethod } from '#lib/http/http-route';
import { accountRoute, preferences } from '../accounts.deps';

const get = accountRoute({ params: preferenceParamsSchema }, ({ caller, params }) =>
  preferences.get(caller, params.key),
);
const put = accountRoute({ params: preferenceParamsSchema, body: preferenceBodySchema }, ({ caller, params, body }) =>
  preferences.put(caller, params.key, body.value),
);

/** One function for the preference resource: read with GET, replace with PUT. */
export const handler = byMethod({ GET: get, PUT: put });
