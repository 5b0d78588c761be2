import { internationalProfileRequestSchema } from '#api/international';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { internationalProfiles } from '../international.deps';

export const handler = accountRoute(
  { body: internationalProfileRequestSchema, permissions: ['edit_options'], successStatus: 201 },
  ({ caller, body }) => internationalProfiles.create(caller.accountId, body),
);
