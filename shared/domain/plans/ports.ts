import type { Subscription } from './subscription.rules';

export interface SubscriptionStore {
  /** The account's subscription; undefined only for an account made before subscriptions existed. */
  get(accountId: string): Promise<Subscription | undefined>;
}
