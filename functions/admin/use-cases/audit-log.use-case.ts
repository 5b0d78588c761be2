import type { AdminAuditLogResponse } from '#api/admin';
import type { AdminAuditLog } from '#domain/admin/ports';

/** The admin audit log as staff read it: all of it, or one account's, newest first. */
export function makeAuditLogReader(deps: { audit: AdminAuditLog }) {
  return {
    async list(query: { accountId?: string; limit: number; cursor?: string }): Promise<AdminAuditLogResponse> {
      const page = { limit: query.limit, cursor: query.cursor };
      const result = query.accountId ? await deps.audit.ofAccount(query.accountId, page) : await deps.audit.list(page);
      return { items: result.items, ...(result.cursor ? { cursor: result.cursor } : {}) };
    },
  };
}
