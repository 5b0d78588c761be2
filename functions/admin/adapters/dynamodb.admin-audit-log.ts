import type { AdminAuditEntry } from '#domain/admin/admin-audit';
import type { AdminAuditLog, StaffPage } from '#domain/admin/ports';
import { decodePartitionCursor, encodeCursor, readFromCursor } from '#lib/db/cursor';
import { onTable } from '#lib/db/table';
import type { TransactionEntities, TransactionItem } from '#lib/db/transaction';
import { AdminAuditEntity } from '../db/admin-audit.entity';

/** The entities an audited write adds to its transaction. */
export const ADMIN_AUDIT_WRITE = { adminAudit: AdminAuditEntity };

type Item = {
  auditId: string;
  at: string;
  adminUserId: string;
  adminEmail: string;
  action: AdminAuditEntry['action'];
  accountId: string;
  claimId: string;
  before: unknown;
  after: unknown;
  note: string;
};

/** The entry's create, refused if its id was already written (never overwritten). */
export function auditItem(tx: TransactionEntities<typeof ADMIN_AUDIT_WRITE>, entry: AdminAuditEntry): TransactionItem {
  return tx.adminAudit
    .create({
      auditId: entry.auditId,
      at: entry.at,
      adminUserId: entry.admin.userId,
      adminEmail: entry.admin.email,
      action: entry.action,
      accountId: entry.accountId,
      claimId: entry.claimId,
      before: entry.before,
      after: entry.after,
      note: entry.note,
    })
    .commit();
}

function toEntry(item: Item): AdminAuditEntry {
  return {
    auditId: item.auditId,
    at: item.at,
    admin: { userId: item.adminUserId, email: item.adminEmail },
    action: item.action,
    accountId: item.accountId,
    claimId: item.claimId,
    before: item.before as AdminAuditEntry['before'],
    after: item.after as AdminAuditEntry['after'],
    note: item.note,
  };
}

async function page(
  query: { go: (o: object) => Promise<{ data: unknown[]; cursor: string | null }> },
  scope: { indexName?: string; partition: { attribute: string; value: string } },
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<StaffPage<AdminAuditEntry>> {
  const startKey = decodePartitionCursor(cursor, scope);
  const { data, cursor: next } = await readFromCursor(startKey, 'cursor', () =>
    query.go({ order: 'desc', limit, pages: 1, cursor: startKey ? (encodeCursor(startKey) ?? null) : null }),
  );
  return { items: (data as Item[]).map(toEntry), ...(next ? { cursor: next } : {}) };
}

export const dynamoAdminAuditLog: AdminAuditLog = {
  list: (p) =>
    page(onTable(AdminAuditEntity).query.byTime({}), { partition: { attribute: 'pk', value: 'ADMINAUDIT' } }, p),
  ofAccount: (accountId, p) =>
    page(
      onTable(AdminAuditEntity).query.byAccount({ accountId }),
      { indexName: 'gsi1', partition: { attribute: 'gsi1pk', value: `ACC#${accountId}#ADMINAUDIT` } },
      p,
    ),
};
