import { runRequestSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { runAutomations } from '../automation-runs.deps';

/** POST /api/v1/automations/runs: "Apply automations" (or bulk "Get rates"'s before-rating rules) on a selection of orders (it changes them: edit_orders). */
export const handler = accountRoute({ body: runRequestSchema, permissions: ['edit_orders'] }, ({ caller, body }) =>
  runAutomations.run(caller.accountId, caller.email || caller.userId, body.orderIds, body.trigger),
);
