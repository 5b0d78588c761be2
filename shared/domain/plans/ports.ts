import type { Subscription } from './subscription.rules';

export interface SubscriptionStore {
  /** The account's subscription; undefined only for an account made before subscriptions existed. */
  get(accountId: string): Promise<Subscription | undefined>;
}

/** Writes the subscription (plan changes, cancel, pause, resume). */
export interface SubscriptionWriter extends SubscriptionStore {
  /**
   * Replaces the subscription if it is still as `before` was read (its updatedAt): answers the new
   * updatedAt (the guard of the next save), undefined when it moved on.
   */
  save(
    accountId: string,
    subscription: Subscription,
    expectedUpdatedAt: string | undefined,
  ): Promise<string | undefined>;
  /** The subscription with the instant it was last written, for a guarded save. */
  read(accountId: string): Promise<{ subscription: Subscription | undefined; updatedAt: string | undefined }>;
}

/** When each paid subscription renews next, so a schedule finds the due ones without scanning. */
export interface RenewalSchedule {
  watch(accountId: string, renewsAt: string): Promise<void>;
  unwatch(accountId: string): Promise<void>;
  /** Accounts whose renewal is at or before `now`, earliest first, at most `limit`. */
  due(now: Date, limit: number): Promise<string[]>;
}
