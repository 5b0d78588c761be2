import type { Context } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { refreshStoreTokens } from '../store-tokens.deps';
import type { RefreshStoreTokensReport } from '../use-cases/refresh-store-tokens.use-case';

/** EventBridge schedule (app manifest `refresh-store-tokens`): store tokens refreshed before they expire. */
export const handler = traced(
  'refresh-store-tokens',
  async (_event: unknown, context: Context): Promise<RefreshStoreTokensReport> => {
    logger.addContext(context);
    const report = await refreshStoreTokens({ remainingMs: () => context.getRemainingTimeInMillis() });
    if (report.needsReconnect > 0)
      logger.warn('Store tokens refused their refresh; stores need a reconnect', { ...report });
    else logger.info('Store tokens refreshed', { ...report });
    return report;
  },
);
