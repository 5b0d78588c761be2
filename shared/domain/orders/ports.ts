import type { SavedFilter } from '#api/orders';
import type { DateRange } from '../dates/date-range.rules';
import type { OrderRecord } from './order-record';
import type { OrderQuery } from './order-query.schema';
import type { AUTO_ARCHIVE_STATUS_KEYS, ArchiveOrdersSetting } from './auto-archive.rules';
import type { OrderLandingRequest } from './order-landing.message';

export interface OrderPage {
  items: OrderRecord[];
  /** Opaque; absent on the last page. */
  cursor?: string;
}

/** The orders themselves: what writing or reading one order needs. */
export interface OrderRecordStore {
  get(accountId: string, orderId: string): Promise<OrderRecord | undefined>;
  getMany(accountId: string, orderIds: readonly string[]): Promise<OrderRecord[]>;
  findByOrderNumber(accountId: string, storeId: string, orderNumber: string): Promise<OrderRecord | undefined>;
  /** The custom-store order holding this number across the account (holdsAccountWideNumber), read consistently. */
  findCustomByOrderNumber(accountId: string, orderNumber: string): Promise<OrderRecord | undefined>;
  /** Many at once (an import chunk): the orders found, by lowercased order number. */
  findManyByOrderNumbers(
    accountId: string,
    storeId: string,
    orderNumbers: readonly string[],
  ): Promise<Map<string, OrderRecord>>;
  /** Refuses (DuplicateOrderNumber) when the number is taken in that store. */
  create(accountId: string, order: OrderRecord): Promise<OrderRecord>;
  /** Writes `after` (answering the stored record) only if the stored order is still `before` (same version); refuses duplicates. */
  replace(accountId: string, before: OrderRecord, after: OrderRecord): Promise<OrderRecord>;
}

/** The records and the grid's query (filters, sort, cursor pages). */
export interface OrderStore extends OrderRecordStore {
  /** `alsoMatches`: a filter the caller computes (the fill time SLA), applied on the rows read like the others. */
  query(
    accountId: string,
    query: OrderQuery,
    range: DateRange | undefined,
    alsoMatches?: (order: OrderRecord) => boolean,
  ): Promise<OrderPage>;
}

/** The orders grid's saved filters (named filter sets shared by an account's team). */
export interface SavedFilterStore {
  list(accountId: string): Promise<SavedFilter[]>;
  /** undefined when the name is already taken in the account. */
  create(accountId: string, filter: Omit<SavedFilter, 'createdAt'>): Promise<SavedFilter | undefined>;
  remove(accountId: string, filterId: string): Promise<boolean>;
}

export class DuplicateOrderNumberError extends Error {
  constructor(readonly orderNumber: string) {
    super(`Order number ${orderNumber} already exists`);
  }
}

export class StaleOrderError extends Error {
  constructor() {
    super('This order was changed by someone else. Reload it and try again.');
  }
}

/**
 * Writes onto the latest order: `write` runs on `first`; when the order store refuses it as stale
 * (someone saved in between), the order is read again and `write` runs on that, at most `attempts`
 * times in all, the last refusal thrown. An order that is gone when read again ends it (undefined).
 */
export async function writeOnLatestOrder<T>(
  first: OrderRecord,
  opts: { attempts: number; reread: () => Promise<OrderRecord> },
  write: (order: OrderRecord) => Promise<T>,
): Promise<T>;
export async function writeOnLatestOrder<T>(
  first: OrderRecord,
  opts: { attempts: number; reread: () => Promise<OrderRecord | undefined> },
  write: (order: OrderRecord) => Promise<T>,
): Promise<T | undefined>;
export async function writeOnLatestOrder<T>(
  first: OrderRecord,
  opts: { attempts: number; reread: () => Promise<OrderRecord | undefined> },
  write: (order: OrderRecord) => Promise<T>,
): Promise<T | undefined> {
  let order: OrderRecord | undefined = first;
  for (let attempt = 1; order; attempt++) {
    try {
      return await write(order);
    } catch (err) {
      if (!(err instanceof StaleOrderError) || attempt >= opts.attempts) throw err;
    }
    order = await opts.reread();
  }
  return undefined;
}

/** The accounts whose archiveOrders setting is on, a page at a time. */
export interface ArchiveScheduleAccountSource {
  page(
    cursor: string | undefined,
  ): Promise<{ items: { accountId: string; archiveOrders: ArchiveOrdersSetting }[]; cursor?: string }>;
}

/** Active orders indexed under one status filter value with an order date before `before`, oldest first. */
export interface ArchiveCandidateSource {
  page(
    accountId: string,
    statusKey: (typeof AUTO_ARCHIVE_STATUS_KEYS)[number],
    before: string,
    opts: { limit: number; cursor?: string },
  ): Promise<{ items: OrderRecord[]; cursor?: string }>;
}

/**
 * Where a store's mapped order goes to be written (the `order-landing` queue): the store-events worker maps,
 * the orders domain lands it through the import writer. Throws when refused, so the store event is retried.
 */
export interface OrderLandingQueue {
  send(message: OrderLandingRequest): Promise<void>;
}
