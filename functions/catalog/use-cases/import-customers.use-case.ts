import type { CustomersBulkResponse } from '#api/catalog';
import type { ActivityLog } from '#domain/activity/ports';
import type { Caller } from '#lib/http/caller';

/** POST /api/customers/create/bulk: the bulk upsert, then one `import_customers` activity entry (orders §4). */
export function makeImportCustomers(deps: {
  createBulk: (accountId: string, rows: readonly unknown[]) => Promise<CustomersBulkResponse>;
  activity: ActivityLog;
}) {
  return async (caller: Caller, rows: readonly unknown[]): Promise<CustomersBulkResponse> => {
    const result = await deps.createBulk(caller.accountId, rows);
    await deps.activity.record(caller.accountId, [
      {
        type: 'import_customers',
        actor: caller.email || caller.userId,
        message: `Imported customers: ${result.created} created, ${result.updated} updated, ${result.failed} failed`,
        details: { rows: rows.length, created: result.created, updated: result.updated, failed: result.failed },
      },
    ]);
    return result;
  };
}
