import type { Context, ScheduledEvent } from 'aws-lambda';
import { logger } from '#lib/logger';
import { traced } from '#lib/tracer';
import { pollAmazonOrders } from '../amazon.deps';
import type { AmazonStorePollOutcome } from '../use-cases/poll-amazon-orders.use-case';

/** EventBridge schedule (app manifest `poll-amazon-orders`): every connected Amazon store's new and changed orders. */
export const handler = traced(
  'poll-amazon-orders',
  async (_event: ScheduledEvent, context: Context): Promise<AmazonStorePollOutcome[]> => {
    logger.addContext(context);
    const outcomes = await pollAmazonOrders();
    for (const outcome of outcomes) {
      if (outcome.kind === 'failed') logger.warn('Amazon orders not polled', { ...outcome });
      else logger.info('Amazon orders polled', { ...outcome });
    }
    return outcomes;
  },
);
