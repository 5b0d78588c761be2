import type { OrderWarningType } from '../statuses/filter-values.constants';
import type { Order } from './order.schema';

export const ORDER_SOURCES = [
  'manual',
  'csv',
  'shopify',
  'woocommerce',
  'bigcommerce',
  'squarespace',
  'grazeCart',
  'freshly',
  'custom',
  'jetti',
  'shippo',
  'amazon',
  'square',
] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const FULFILLMENT_STATES = ['unFulfilled', 'fulfilled', 'refunded', 'error'] as const;
export type FulfillmentState = (typeof FULFILLMENT_STATES)[number];

export interface OrderWarning {
  type: OrderWarningType;
  message: string;
  /** The shipment the warning is about (late shipments: one warning per late shipment). */
  shipmentId?: string;
}

/**
 * Where a store order came from and the platform version last applied (store sync): the order
 * a webhook updates is found by its store and order number; `platformUpdatedAt` keeps a late
 * delivery from overwriting newer data; `adminUrl` is the store admin's page (orders §2).
 */
export interface StoreOrderLink {
  platform: OrderSource;
  shop: string;
  platformOrderId: string;
  platformUpdatedAt: string;
  adminUrl: string | null;
}

export interface PrintState {
  labelPrinted: boolean;
  packingSlipPrinted: boolean;
  printDate?: string | null;
}

/**
 * An order as stored: the spec's order fields (orders §3) plus what the grid and the
 * access patterns need. `storeId` scopes order numbers (unique per account and store).
 */
export interface OrderRecord extends Omit<Order, 'printed'> {
  id: string;
  storeId: string;
  source: OrderSource;
  /** ISO instant the merchant's customer placed the order. */
  orderDate: string;
  customerId?: string | null;
  isDeleted: boolean;
  printState: PrintState;
  fulfillmentState: FulfillmentState;
  warnings: OrderWarning[];
  confidenceScore?: number | null;
  shipBy?: string | null;
  holdDate?: string | null;
  /** Set on orders that came from a connected store; absent on manual and CSV orders. */
  storeOrder?: StoreOrderLink | null;
  /** The merchant's decision on a shopper's order-protection claim (orders §4 reshipped, refunded, denied). */
  protectionOutcome?: 'reshipped' | 'refunded' | 'denied' | null;
  /** Bumped by every write; a write naming an older version is refused. */
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}

export const MANUAL_STORE_ID = 'manual';

/**
 * Orders pushed through the public API (source `custom`) hold their number across all the account's
 * custom stores, so two API keys bound to two custom stores never make two orders of one number.
 */
export const holdsAccountWideNumber = (order: Pick<OrderRecord, 'source'>): boolean => order.source === 'custom';
