/**
 * Store tokens that expire (Square's access tokens last 30 days) are refreshed before they do: a daily schedule
 * refreshes every token expiring within REFRESH_WINDOW_DAYS, so a failed run still has six more tries before the
 * store stops working. A token already expired is refreshed too (Square's refresh tokens outlive their access
 * tokens), looking back as far as EXPIRED_LOOKBACK_DAYS.
 */
export const REFRESH_WINDOW_DAYS = 7;
export const EXPIRED_LOOKBACK_DAYS = 14;
const DAY_MS = 86_400_000;

/** The UTC day a token expires on, the bucket the schedule finds it by. */
export const expiryDayOf = (expiresAt: string): string => new Date(expiresAt).toISOString().slice(0, 10);

/** The days whose expiring tokens a run at `now` looks at: from the lookback to the end of the window. */
export function expiryDaysToScan(now: Date): string[] {
  const days: string[] = [];
  for (let d = -EXPIRED_LOOKBACK_DAYS; d <= REFRESH_WINDOW_DAYS; d++)
    days.push(new Date(now.getTime() + d * DAY_MS).toISOString().slice(0, 10));
  return days;
}

/** Whether a token expiring at `expiresAt` is due for its refresh at `now`. */
export const refreshDue = (expiresAt: string, now: Date): boolean =>
  Date.parse(expiresAt) - now.getTime() <= REFRESH_WINDOW_DAYS * DAY_MS;

/** What the Stores page shows on a store whose token could not be refreshed (its status turns to error). */
export const STORE_NEEDS_RECONNECT_MESSAGE =
  'Shipdeck could not renew its access to this store. Reconnect the store to keep its orders coming in.';
