import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { dynamoArchiveScheduleAccounts } from '#functions/settings/adapters/dynamodb.archive-schedule-accounts';
import { dynamoActivityLog } from '../adapters/dynamodb.activity-log';
import { dynamoArchiveCandidates } from '../adapters/dynamodb.archive-candidates';
import { dynamoOrderStore } from '../adapters/dynamodb.order-store';
import { makeAutoArchive, type AutoArchiveReport } from '../use-cases/auto-archive.use-case';

const autoArchive = makeAutoArchive({
  accounts: dynamoArchiveScheduleAccounts,
  candidates: dynamoArchiveCandidates,
  orders: dynamoOrderStore,
  activity: dynamoActivityLog,
});

/** The schedule's own time (EventBridge stamps it), so a late or repeated delivery uses the same cutoff. */
function scheduledAt(event: ScheduledEvent): Date {
  const t = Date.parse(event.time);
  return Number.isFinite(t) ? new Date(t) : new Date();
}

/** EventBridge schedule (app manifest `archive-orders`): accounts §3 archiveOrders{active, days}. */
export async function handler(event: ScheduledEvent, context: Context): Promise<AutoArchiveReport> {
  logger.addContext(context);
  const report = await autoArchive.run({
    now: scheduledAt(event),
    remainingMs: () => context.getRemainingTimeInMillis(),
    onAccountError: (accountId, err) => logger.error('Auto-archive failed for an account', { accountId, error: err as Error }),
  });
  logger.info('Auto-archive run', { ...report });
  return report;
}
