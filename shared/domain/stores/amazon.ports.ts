import type { StoreAccess } from './ports';

/**
 * What the Amazon poll and the restricted-data retention need beside the StoreApi calls: Amazon
 * pushes no order webhooks to a merchant-fulfilled seller's app, so its orders are read on a
 * schedule from a per-store LastUpdatedAfter cursor.
 */

/** One getOrders page: each order (its buyer data read under a Restricted Data Token) with its items. */
export interface AmazonOrdersPage {
  orders: { order: unknown; items: unknown[] }[];
  nextToken?: string;
}

export interface AmazonOrdersSource {
  /** getOrders from the cursor, or the next page of the same query by NextToken; throttling is waited out. */
  ordersPage(
    access: StoreAccess,
    query: { lastUpdatedAfter: string } | { nextToken: string },
  ): Promise<AmazonOrdersPage>;
}

/** Where a store's poll stands: the next LastUpdatedAfter, and a query left mid-way (its NextToken). */
export interface AmazonPollCursor {
  accountId: string;
  storeId: string;
  lastUpdatedAfter: string;
  /** Set while a poll's pages were not all read in one run. */
  nextToken?: string;
  /** The latest LastUpdateDate of the pages read so far under `nextToken`. */
  seenUpTo?: string;
}

export interface AmazonPollCursorStore {
  /** Starts polling a store from `lastUpdatedAfter`; a store already polled keeps its cursor. */
  enroll(accountId: string, storeId: string, lastUpdatedAfter: string): Promise<void>;
  list(): Promise<AmazonPollCursor[]>;
  save(cursor: AmazonPollCursor): Promise<void>;
  remove(accountId: string, storeId: string): Promise<void>;
}

/** An order whose buyer's personal data is to be cleared at `dueAt`. */
export interface AmazonPiiDue {
  accountId: string;
  orderId: string;
  dueAt: string;
}

export interface AmazonPiiRetentionStore {
  schedule(due: AmazonPiiDue): Promise<void>;
  /** Up to `limit` entries due at or before `now`, oldest first. */
  due(now: Date, limit: number): Promise<AmazonPiiDue[]>;
  done(due: AmazonPiiDue): Promise<void>;
}
