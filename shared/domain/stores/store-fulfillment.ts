import * as z from 'zod';
import type { StorePlatform } from '../constants/settings.constants';
import type { OrderRecord } from '../orders/order-record';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/**
 * Tracking out (orders §3 shipment `fulfillment`, §4 "shipment fulfilled"): after a store order's
 * label is bought, its tracking is pushed to the store as a fulfillment through the
 * `store-fulfillments` queue, once per label.
 */

export const FULFILLMENT_REASONS = ['auto', 'manual', 'retry'] as const;
export type FulfillmentReason = (typeof FULFILLMENT_REASONS)[number];

/** One `store-fulfillments` message: push one shipment's label to its store. */
export const fulfillmentMessageSchema = z.object({
  accountId: text(TEXT_MAX.id).min(1),
  orderId: text(TEXT_MAX.id).min(1),
  shipmentId: text(TEXT_MAX.id).min(1),
  reason: z.enum(FULFILLMENT_REASONS),
});
export type FulfillmentMessage = z.output<typeof fulfillmentMessageSchema>;

export interface FulfillmentQueue {
  send(messages: readonly FulfillmentMessage[]): Promise<void>;
}

/** What a shipment keeps once its store recorded the fulfillment (orders §3 shipment `fulfillment`). */
export interface ShipmentFulfillment {
  platform: StorePlatform;
  /** The platform's id of the fulfillment. */
  fulfillmentId: string;
  /** ISO instant the store accepted it. */
  at: string;
  trackingCode: string;
  carrier: string;
  /** The label it was pushed for (`<shipmentId>#<sequence>`): a rebooked label is a new push. */
  purchaseKey: string;
}

/**
 * The claim that makes one label's push happen once: taken with a conditional write before the
 * store is called, completed with the store's answer, released when the call failed. A claim
 * whose lease ran out (its worker died mid-call) can be taken over.
 */
export type FulfillmentClaim =
  { kind: 'claimed' } | { kind: 'done'; fulfillment: ShipmentFulfillment } | { kind: 'busy' };

export interface FulfillmentClaims {
  claim(accountId: string, purchaseKey: string, claimId: string, now: Date): Promise<FulfillmentClaim>;
  complete(accountId: string, purchaseKey: string, claimId: string, fulfillment: ShipmentFulfillment): Promise<void>;
  release(accountId: string, purchaseKey: string, claimId: string): Promise<void>;
}

export interface FulfillmentActivity {
  eventId: string;
  at: string;
  shipmentId: string;
  details: Record<string, unknown>;
}

export interface FulfillmentOrders {
  get(accountId: string, orderId: string): Promise<OrderRecord | undefined>;
  /**
   * Applies `change` to the order under its version (read, change, guarded write, retried on a
   * lost race), with the activity event in the same transaction. `change` returning undefined
   * writes nothing. Resolves whether a write happened.
   */
  update(
    accountId: string,
    orderId: string,
    change: (order: OrderRecord) => OrderRecord | undefined,
    activity?: FulfillmentActivity,
  ): Promise<boolean>;
}

/** How long a claim holds before another worker may take it over: longer than the worker's timeout. */
export const FULFILLMENT_CLAIM_LEASE_SECONDS = 120;
