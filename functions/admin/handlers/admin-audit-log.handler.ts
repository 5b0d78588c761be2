import { adminAuditLogQuerySchema } from '#api/admin';
import { adminRoute, auditLog } from '../admin.deps';

/** GET /api/v1/admin/audit-log?accountId=: every staff action, newest first (one account's when named). */
export const handler = adminRoute({ query: adminAuditLogQuerySchema }, ({ query }) => auditLog.list(query));
