import { notificationTemplateParamsSchema, notificationTemplateRequestSchema } from '#api/notifications';
import { byMethod } from '#lib/http/http-route';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { notificationTemplates } from '../notifications.deps';

// Accounts §6: any member reads a template; changing it is customize_emails (preset options).
const get = accountRoute({ params: notificationTemplateParamsSchema }, ({ caller, params }) =>
  notificationTemplates.get(caller.accountId, params.status),
);
const put = accountRoute(
  {
    params: notificationTemplateParamsSchema,
    body: notificationTemplateRequestSchema,
    permissions: ['customize_emails'],
  },
  ({ caller, params, body }) => notificationTemplates.put(caller.accountId, params.status, body),
);

/** GET/PUT /api/v1/notification-templates/{status} */
export const handler = byMethod({ GET: get, PUT: put });
