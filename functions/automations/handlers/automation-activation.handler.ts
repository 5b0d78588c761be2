import { ruleActivationRequestSchema, ruleParamsSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

/** POST /api/v1/automations/{ruleId}/activation: 402 with the upgrade prompt past the plan's active rules. */
export const handler = accountRoute(
  { params: ruleParamsSchema, body: ruleActivationRequestSchema, permissions: ['edit_options'] },
  ({ caller, params, body }) => automationRules.setActive(caller.accountId, params.ruleId, body.active),
);
