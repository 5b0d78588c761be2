import { companyProfileSchema } from '#domain/company/company-profile.schema';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '../accounts.deps';
import { companyProfile } from '../company-profile.deps';

// accounts §6: settings › company › edit_company.
const EDIT_COMPANY = ['edit_company'] as const;

const get = accountRoute({ permissions: EDIT_COMPANY }, ({ caller }) => companyProfile.get(caller.accountId));
const put = accountRoute(
  { body: companyProfileSchema, permissions: EDIT_COMPANY, maxBodyBytes: 4_096 },
  ({ caller, body }) => companyProfile.save(caller.accountId, body),
);

/** GET/PUT /api/v1/company */
export const handler = byMethod({ GET: get, PUT: put });
