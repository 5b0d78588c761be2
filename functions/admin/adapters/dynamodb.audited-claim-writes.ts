import type { AuditedClaimWrites } from '#domain/admin/ports';
import { claimWritesWith } from '#functions/claims/claims.adapters';
import { ADMIN_AUDIT_WRITE, auditItem } from './dynamodb.admin-audit-log';

/** Staff claim actions: the claims store's own guarded writes, with the audit entry in the same transaction. */
export const dynamoAuditedClaimWrites: AuditedClaimWrites = {
  withAudit: (audit) => claimWritesWith({ entities: ADMIN_AUDIT_WRITE, items: (tx) => [auditItem(tx, audit)] }),
};
