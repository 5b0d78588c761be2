import { internationalProfileParamsSchema, internationalProfileRequestSchema } from '#api/international';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { internationalProfiles } from '../international.deps';

export const handler = accountRoute(
  { params: internationalProfileParamsSchema, body: internationalProfileRequestSchema, permissions: ['edit_options'] },
  ({ caller, params, body }) => internationalProfiles.update(caller.accountId, params.profileId, body),
);
