import { createRuleRequestSchema } from '#api/automations';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

// Any member reads the rules (they explain what happened to an order); saving them is edit_options.
const list = accountRoute({}, ({ caller }) => automationRules.list(caller.accountId));
const create = accountRoute(
  { body: createRuleRequestSchema, permissions: ['edit_options'], successStatus: 201 },
  ({ caller, body }) => automationRules.create(caller.accountId, body),
);

/** GET and POST /api/v1/automations */
export const handler = byMethod({ GET: list, POST: create });
