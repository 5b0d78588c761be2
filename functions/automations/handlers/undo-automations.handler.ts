import { undoRequestSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { runAutomations } from '../automation-runs.deps';

/** POST /api/v1/automations/runs/undo: each order's last run taken back (edit_orders). */
export const handler = accountRoute({ body: undoRequestSchema, permissions: ['edit_orders'] }, ({ caller, body }) =>
  runAutomations.undo(caller.accountId, caller.email || caller.userId, body.orderIds),
);
