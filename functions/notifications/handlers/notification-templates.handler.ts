import { accountRoute } from '#functions/accounts/accounts.deps';
import { notificationTemplates } from '../notifications.deps';

// Accounts §6: any member reads the templates (the shoppers' emails follow them).
/** GET /api/v1/notification-templates */
export const handler = accountRoute({}, ({ caller }) => notificationTemplates.list(caller.accountId));
