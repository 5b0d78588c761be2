import { accountRoute } from '#functions/accounts/accounts.deps';
import { internationalProfiles } from '../international.deps';

// The order editor fills a shipment from a profile, so whoever edits orders reads them too.
export const handler = accountRoute({ anyPermission: ['edit_options', 'edit_orders'] }, ({ caller }) =>
  internationalProfiles.list(caller.accountId),
);
