import { StoreApiError, type StoreTokenRefresher, type StoreTokenStore } from '#domain/stores/ports';
import type { StoreConnectionStore } from '#domain/stores/store-connection';
import { STORE_NEEDS_RECONNECT_MESSAGE, expiryDaysToScan, refreshDue } from '#domain/stores/store-token.rules';

export interface RefreshStoreTokensDeps {
  tokens: StoreTokenStore;
  connections: Pick<StoreConnectionStore, 'get' | 'credentials'>;
  /** The refresher of each platform whose tokens expire (Square). */
  refresherFor: (platform: string) => StoreTokenRefresher | undefined;
  clock?: () => Date;
}

export interface RefreshStoreTokensReport {
  refreshed: number;
  /** Refused for good (revoked, refresh token invalid): the store now asks to be reconnected. */
  needsReconnect: number;
  /** The platform could not be reached: tried again on the next run, well before the token expires. */
  retryLater: number;
  /** Entries whose store moved on (disconnected, reconnected with another token), dropped. */
  dropped: number;
}

/**
 * The refresh schedule: every store token expiring within the window (or already expired, within the lookback) is
 * traded for new credentials before it stops working. A refusal the platform will repeat marks the store as
 * needing a reconnect, which the Stores page shows; an outage waits for the next run. Never a silent break.
 */
export function makeRefreshStoreTokens(deps: RefreshStoreTokensDeps) {
  const clock = deps.clock ?? (() => new Date());

  return async function run(opts: { remainingMs?: () => number } = {}): Promise<RefreshStoreTokensReport> {
    const now = clock();
    const report: RefreshStoreTokensReport = { refreshed: 0, needsReconnect: 0, retryLater: 0, dropped: 0 };
    for (const day of expiryDaysToScan(now)) {
      for (const entry of await deps.tokens.expiringOn(day)) {
        if (opts.remainingMs && opts.remainingMs() < 10_000) return report; // the next run carries on
        if (!refreshDue(entry.expiresAt, now)) continue;
        const connection = await deps.connections.get(entry.accountId, entry.storeId);
        const credentials = connection ? await deps.connections.credentials(entry.accountId, entry.storeId) : undefined;
        const refresher = connection && deps.refresherFor(connection.platform);
        if (
          !connection ||
          connection.status === 'disconnected' ||
          !credentials ||
          !refresher ||
          credentials.expiresAt !== entry.expiresAt
        ) {
          await deps.tokens.forget(entry);
          report.dropped++;
          continue;
        }
        try {
          const fresh = await refresher.refresh({ connection, credentials });
          if (await deps.tokens.replaceCredentials(entry, { ...credentials, ...fresh })) report.refreshed++;
          else report.dropped++;
        } catch (err) {
          if (!(err instanceof StoreApiError)) throw err;
          if (err.retryable) {
            report.retryLater++;
            continue;
          }
          await deps.tokens.markNeedsReconnect(entry.accountId, entry.storeId, STORE_NEEDS_RECONNECT_MESSAGE);
          report.needsReconnect++;
        }
      }
    }
    return report;
  };
}

export type RefreshStoreTokens = ReturnType<typeof makeRefreshStoreTokens>;
