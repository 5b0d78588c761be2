import { trackingPageSettingsRequestSchema } from '#api/tracking-page';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { trackingPages } from '../tracking-page.deps';

// Accounts §6: any member reads the settings; changing the branded page is customize_emails, like the templates.
const get = accountRoute({}, ({ caller }) => trackingPages.getSettings(caller.accountId));
const put = accountRoute(
  { body: trackingPageSettingsRequestSchema, permissions: ['customize_emails'] },
  ({ caller, body }) => trackingPages.putSettings(caller.accountId, body),
);

/** GET/PUT /api/v1/settings/tracking-page */
export const handler = byMethod({ GET: get, PUT: put });
