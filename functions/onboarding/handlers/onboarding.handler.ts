import { onboardingStepRequestSchema } from '#api/onboarding';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { onboarding } from '../onboarding.deps';

// accounts §6: any member reads the progress (the redirect needs it); each step needs the permission of
// the settings page it stands for, checked by the use case (STEP_PERMISSIONS).
const get = accountRoute({}, ({ caller }) => onboarding.get(caller.accountId));
const put = accountRoute({ body: onboardingStepRequestSchema, maxBodyBytes: 16_384 }, ({ caller, body }) =>
  onboarding.saveStep(caller, body),
);

/** GET/PUT /api/v1/onboarding */
export const handler = byMethod({ GET: get, PUT: put });
