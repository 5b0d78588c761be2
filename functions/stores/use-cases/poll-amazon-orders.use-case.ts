import { orderLandingDraftOf } from '#domain/orders/order-landing-draft.rules';
import type { OrderLandingQueue } from '#domain/orders/ports';
import { amazonOrderSchema, mapAmazonOrder } from '#domain/stores/amazon-order.rules';
import type { AmazonOrdersSource, AmazonPollCursor, AmazonPollCursorStore } from '#domain/stores/amazon.ports';
import { AMAZON_MAX_PAGES_PER_RUN, nextAmazonCursor } from '#domain/stores/amazon-sync.rules';
import { StoreApiError, type StoreAccess } from '#domain/stores/ports';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import type { StoreImportOptions } from '#domain/stores/store-order.rules';

export interface PollAmazonOrdersDeps {
  cursors: AmazonPollCursorStore;
  connections: Pick<StoreConnectionStore, 'get' | 'credentials' | 'recordEvent' | 'recordError'>;
  amazon: AmazonOrdersSource;
  landing: OrderLandingQueue;
  importSettings: (
    accountId: string,
  ) => Promise<{ importOptions: StoreImportOptions; importAdditionalDetails: boolean }>;
  clock?: () => Date;
}

export type AmazonStorePollOutcome =
  | { storeId: string; kind: 'polled'; queued: number; skipped: number; invalid: number; cursor: string; more: boolean }
  | { storeId: string; kind: 'removed' }
  /** Amazon refused (revoked authorization) or could not be reached: the cursor stays, the next run tries again. */
  | { storeId: string; kind: 'failed'; reason: string };

/** The topic a polled order lands under (the activity log and the landing message name it). */
export const AMAZON_POLL_TOPIC = 'orders/poll';

/**
 * One run of the Amazon schedule: for every connected Amazon store, getOrders from its cursor (every
 * page, up to a bound per run; a query left mid-way resumes by NextToken), each order mapped and sent to
 * the order-landing queue like a webhook's (idempotent there: an order seen again updates, never
 * duplicates), then the cursor moves to the latest LastUpdateDate read. One store's failure is noted on
 * it and does not stop the others; a store no longer connected stops being polled.
 */
export function makePollAmazonOrders(deps: PollAmazonOrdersDeps) {
  const now = () => (deps.clock ?? (() => new Date()))();

  async function pollStore(cursor: AmazonPollCursor): Promise<AmazonStorePollOutcome> {
    const { accountId, storeId } = cursor;
    const connection = await deps.connections.get(accountId, storeId);
    const credentials =
      connection?.status !== 'disconnected' ? await deps.connections.credentials(accountId, storeId) : undefined;
    if (!connection || connection.platform !== 'amazon' || !credentials) {
      await deps.cursors.remove(accountId, storeId);
      return { storeId, kind: 'removed' };
    }
    const access: StoreAccess = { connection, credentials };
    const settings = await deps.importSettings(accountId);
    const seen: string[] = cursor.seenUpTo ? [cursor.seenUpTo] : [];
    let nextToken = cursor.nextToken;
    const counts = { queued: 0, skipped: 0, invalid: 0 };
    try {
      for (let page = 0; page < AMAZON_MAX_PAGES_PER_RUN; page++) {
        const result = await deps.amazon.ordersPage(
          access,
          nextToken ? { nextToken } : { lastUpdatedAfter: cursor.lastUpdatedAfter },
        );
        for (const bundle of result.orders) {
          const order = amazonOrderSchema.safeParse(bundle.order);
          if (order.success) seen.push(order.data.LastUpdateDate);
          const mapping = mapAmazonOrder(bundle, { storeId, shop: connection.shop, ...settings });
          if (mapping.outcome === 'invalid') {
            counts.invalid++;
            const field = mapping.errors[0];
            await deps.connections.recordError(
              accountId,
              storeId,
              `Amazon order ${mapping.store?.orderNumber ?? ''} not imported: ${field?.field}: ${field?.message}`,
            );
            continue;
          }
          if (mapping.outcome === 'skipped') {
            counts.skipped++;
            continue;
          }
          await deps.landing.send({
            kind: 'store-order',
            accountId,
            storeId,
            platform: 'amazon',
            shop: connection.shop,
            topic: AMAZON_POLL_TOPIC,
            eventId: `${mapping.store.platformOrderId}@${mapping.store.updatedAt}`,
            draft: orderLandingDraftOf(mapping),
          });
          counts.queued++;
        }
        nextToken = result.nextToken;
        if (!nextToken) break;
      }
    } catch (err) {
      if (!(err instanceof StoreApiError)) throw err;
      if (!err.retryable) await deps.connections.recordError(accountId, storeId, `Amazon orders: ${err.message}`);
      return { storeId, kind: 'failed', reason: err.message };
    }
    const latest = seen.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a), cursor.lastUpdatedAfter);
    const next: AmazonPollCursor = nextToken
      ? { accountId, storeId, lastUpdatedAfter: cursor.lastUpdatedAfter, nextToken, seenUpTo: latest }
      : { accountId, storeId, lastUpdatedAfter: nextAmazonCursor(cursor.lastUpdatedAfter, seen, now()) };
    await deps.cursors.save(next);
    await deps.connections.recordEvent(accountId, storeId, { at: now().toISOString(), topic: AMAZON_POLL_TOPIC });
    return { storeId, kind: 'polled', ...counts, cursor: next.lastUpdatedAfter, more: !!nextToken };
  }

  return async function pollAll(): Promise<AmazonStorePollOutcome[]> {
    const outcomes: AmazonStorePollOutcome[] = [];
    for (const cursor of await deps.cursors.list()) {
      try {
        outcomes.push(await pollStore(cursor));
      } catch (err) {
        // The cursor did not move: the next run reads the same orders again (landing is idempotent).
        outcomes.push({
          storeId: cursor.storeId,
          kind: 'failed',
          reason: err instanceof Error ? err.message : String(err),
        });
      }
    }
    return outcomes;
  };
}
export type PollAmazonOrders = ReturnType<typeof makePollAmazonOrders>;
