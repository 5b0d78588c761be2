import { reorderRulesRequestSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

/** PUT /api/v1/automations/order: the run order, as the list's drag or move up/down left it. */
export const handler = accountRoute(
  { body: reorderRulesRequestSchema, permissions: ['edit_options'] },
  ({ caller, body }) => automationRules.reorder(caller.accountId, body.ruleIds),
);
