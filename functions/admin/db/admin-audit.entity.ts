import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';
import { ADMIN_ACTIONS } from '#domain/admin/admin-audit';

/**
 * One staff action (shared/domain/admin/admin-audit.ts):
 *
 * ADMINAUDIT / <at>#<auditId>                          the whole log, newest first
 * gsi1  ACC#<a>#ADMINAUDIT / <at>#<auditId>            one account's entries
 *
 * The log belongs to no merchant account, so its partition is not led by one (like the claims review
 * queue): staff act at human pace, far below one partition's write limit. Entries are only created,
 * never changed.
 */
export const AdminAuditEntity = new Entity({
  model: { entity: 'adminAudit', version: '1', service: SERVICE_NAME },
  attributes: {
    auditId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    adminUserId: { type: 'string', required: true, readOnly: true },
    adminEmail: { type: 'string', required: true, readOnly: true },
    action: { type: ADMIN_ACTIONS, required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    claimId: { type: 'string', required: true, readOnly: true },
    /** AuditedClaimState before and after the action. */
    before: { type: 'any', required: true, readOnly: true },
    after: { type: 'any', required: true, readOnly: true },
    note: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTime: {
      pk: { field: 'pk', casing: 'none', composite: [], template: 'ADMINAUDIT' },
      sk: { field: 'sk', casing: 'none', composite: ['at', 'auditId'], template: '${at}#${auditId}' },
    },
    byAccount: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#ADMINAUDIT' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['at', 'auditId'], template: '${at}#${auditId}' },
    },
  },
});
