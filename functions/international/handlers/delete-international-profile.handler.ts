import { internationalProfileParamsSchema } from '#api/international';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { internationalProfiles } from '../international.deps';

/** Answers the list left, so the settings table shows which profile is now the default. */
export const handler = accountRoute(
  { params: internationalProfileParamsSchema, permissions: ['edit_options'] },
  ({ caller, params }) => internationalProfiles.remove(caller.accountId, params.profileId),
);
