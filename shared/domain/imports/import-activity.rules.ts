import type { ActivityEvent, ActivityEventType } from '../activity/activity.constants';
import type { ImportResult } from './import-request.schema';

/**
 * The one activity entry an import run leaves (orders §4 activity log): its counts in the message
 * and in the details, the same for every kind of import.
 */
export function importSummaryEvent(
  type: ActivityEventType,
  subject: string,
  actor: string,
  result: ImportResult,
): Omit<ActivityEvent, 'eventId' | 'at'> {
  return {
    type,
    actor,
    message: `Imported ${subject}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped`,
    details: {
      importId: result.importId,
      rows: result.rowsReceived,
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
      skipped: result.skipped,
      errors: result.errors.length,
    },
  };
}
