import { ruleParamsSchema, updateRuleRequestSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

/** PUT /api/v1/automations/{ruleId}: the edited rule with the version it was read at (409 when stale). */
export const handler = accountRoute(
  { params: ruleParamsSchema, body: updateRuleRequestSchema, permissions: ['edit_options'] },
  ({ caller, params, body }) => automationRules.update(caller.accountId, params.ruleId, body),
);
