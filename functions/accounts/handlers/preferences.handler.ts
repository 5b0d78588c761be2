import { preferenceBodySchema, preferenceParamsSchema } from '#api/preferences';
import { accountRoute, byMethod } from '#lib/http/http-route';
import { dynamoPreferenceStore } from '../adapters/dynamodb.preference-store';
import { makePreferences } from '../use-cases/preferences.use-case';

const preferences = makePreferences({ preferences: dynamoPreferenceStore });

const get = accountRoute({ params: preferenceParamsSchema }, ({ caller, params }) => preferences.get(caller, params.key));
const put = accountRoute({ params: preferenceParamsSchema, body: preferenceBodySchema }, ({ caller, params, body }) =>
  preferences.put(caller, params.key, body.value),
);

/** One function for the preference resource: read with GET, replace with PUT. */
export const handler = byMethod({ GET: get, PUT: put });
