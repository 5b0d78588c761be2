import { accountRoute } from '#functions/accounts/accounts.deps';
import { automationRules } from '../automations.deps';

/** GET /api/v1/automations/summary: any member reads how many active rules hold each trigger. */
export const handler = accountRoute({}, ({ caller }) => automationRules.summary(caller.accountId));
