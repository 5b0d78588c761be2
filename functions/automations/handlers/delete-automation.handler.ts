import { ruleParamsSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

/** DELETE /api/v1/automations/{ruleId} */
export const handler = accountRoute({ params: ruleParamsSchema, permissions: ['edit_options'] }, ({ caller, params }) =>
  automationRules.remove(caller.accountId, params.ruleId),
);
