import { companyLogoUploadSchema } from '#domain/company/company-profile.schema';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '../accounts.deps';
import { companyProfile } from '../company-profile.deps';

const EDIT_COMPANY = ['edit_company'] as const;
/** A 2,097,152-byte logo is ~2.8 MB of base64 in its JSON body. */
const LOGO_BODY_BYTES = 3 * 1024 * 1024;

const put = accountRoute(
  { body: companyLogoUploadSchema, permissions: EDIT_COMPANY, maxBodyBytes: LOGO_BODY_BYTES },
  ({ caller, body }) => companyProfile.uploadLogo(caller.accountId, body),
);
const get = accountRoute({ permissions: EDIT_COMPANY }, ({ caller }) => companyProfile.get(caller.accountId));
const remove = accountRoute({ permissions: EDIT_COMPANY }, ({ caller }) => companyProfile.removeLogo(caller.accountId));

/** GET/PUT/DELETE /api/v1/company/logo (each answers the profile with its logo link) */
export const handler = byMethod({ GET: get, PUT: put, DELETE: remove });
