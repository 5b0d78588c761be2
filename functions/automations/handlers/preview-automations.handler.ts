import { previewRequestSchema } from '#api/automations';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { runAutomations } from '../automation-runs.deps';

/** POST /api/v1/automations/preview: reads orders and writes nothing (view_print_orders). */
export const handler = accountRoute(
  { body: previewRequestSchema, permissions: ['view_print_orders'] },
  ({ caller, body }) => runAutomations.preview(caller.accountId, body),
);
