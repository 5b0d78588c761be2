import type { OrderRecord } from '../orders/order-record';
import type { TrackingPageSettings } from './tracking-page.schema';
import type { LateShipmentSettings } from '../settings/late-shipment-settings.schema';
import type { TrackingEmailMessage } from './tracking-email.message';
import type { TrackingUpdateMessage } from './tracking-update.message';
import type { ClaimCandidate } from '../claims/claim-candidate.rules';

/** Where a tracking code belongs: written with the label, so a carrier report finds its one shipment. */
export interface TrackedShipmentRef {
  trackingCode: string;
  accountId: string;
  orderId: string;
  shipmentId: string;
  /** Our carrier code of the label (the polling fallback tracks through it). */
  carrier: string;
}

/** A shipment the polling fallback asks the carrier about (no event for a while). */
export interface TrackingWatch extends TrackedShipmentRef {
  /** ISO instant after which the shipment is due a poll. */
  checkAfter: string;
}

/** How a tracking update is saved: the order, and what goes with it. */
export interface TrackingProgressWrite {
  accountId: string;
  before: OrderRecord;
  after: OrderRecord;
  /** The activity entry (orders §4 activity log) when the status moved; its id makes a retry write it once. */
  activity?: { eventId: string; orderId: string; message: string; details: Record<string, unknown> };
  /** The polling fallback's watch with its next check; dropped instead when `journeyEnded` (delivered, returned). */
  watch: TrackingWatch;
  journeyEnded: boolean;
  /**
   * The shipment's claim candidate when this change moved it (claims' automatic opening): written in the same
   * transaction, `candidate` undefined to remove it.
   */
  claimCandidate?: { shipmentId: string; candidate: ClaimCandidate | undefined };
}

/** One email's claim: who may send it, and whether it reached the emails queue. */
export type EmailClaim =
  /** This caller holds the claim and must send, then call markQueued or release. */
  | { kind: 'acquired'; token: string }
  /** Sent already: nothing to do. */
  | { kind: 'queued' }
  /** Another worker holds it right now (its lease has not run out): try again later. */
  | { kind: 'busy' };

export interface TrackingStore {
  /** The shipment a tracking code belongs to (a strongly consistent get). */
  findByTrackingCode(trackingCode: string): Promise<TrackedShipmentRef | undefined>;
  /** The order read strongly, since a version-guarded write follows. */
  readOrder(accountId: string, orderId: string): Promise<OrderRecord | undefined>;
  /** The order, its activity and watch in one transaction: 'stale' when the order's version moved on. */
  saveProgress(write: TrackingProgressWrite): Promise<'saved' | 'stale'>;
  /** Watches due a poll (checkAfter before `now`), oldest first. */
  dueWatches(now: string, limit: number): Promise<TrackingWatch[]>;
  /** Puts the watch back later (a poll that found nothing new). */
  postponeWatch(watch: TrackingWatch): Promise<void>;
  /** Stops watching a code that no longer names a tracked shipment (the label was replaced, the order is gone). */
  dropWatch(trackingCode: string): Promise<void>;
}

/**
 * The at-most-once claims of tracking emails (trackingEmailKey). A claim is taken before the
 * message is sent; it records `queued` once the emails queue took the message, and is given back
 * (`release`) when sending failed, so the retry of the record sends it. A worker that died while
 * holding one loses it when its lease runs out.
 */
export interface TrackingEmailClaims {
  acquire(message: TrackingEmailMessage, leaseMs: number): Promise<EmailClaim>;
  markQueued(message: TrackingEmailMessage, token: string): Promise<void>;
  release(message: TrackingEmailMessage, token: string): Promise<void>;
}

export interface TrackingEmailQueue {
  send(message: TrackingEmailMessage): Promise<void>;
}

export interface TrackingUpdateQueue {
  send(message: TrackingUpdateMessage): Promise<void>;
}

/** Verified webhook deliveries (carriers, store platforms), kept by the sender's event id so a redelivery is enqueued once. */
export interface WebhookDeliveryStore {
  /**
   * Records a delivery: 'new' the first time, 'enqueued' when an earlier delivery of the event
   * reached the queue, 'pending' when one was recorded but its send did not finish (send it again).
   */
  record(delivery: {
    provider: string;
    eventId: string;
    trackingCode?: string;
    receivedAt: string;
  }): Promise<'new' | 'enqueued' | 'pending'>;
  markEnqueued(provider: string, eventId: string): Promise<void>;
}

/** An account's tracking page settings as stored, with the version a save must name. */
export interface StoredTrackingPageSettings {
  settings: TrackingPageSettings;
  version: number;
  updatedAt: string;
}

export interface TrackingPageStore {
  get(accountId: string): Promise<StoredTrackingPageSettings | undefined>;
  /**
   * Replaces the settings if the stored version is still `expectedVersion` (0: none stored), and
   * moves the account's subdomain claim with them in one transaction: 'stale' when the version moved
   * on, 'taken' when another account holds the new subdomain.
   */
  put(
    accountId: string,
    settings: TrackingPageSettings,
    expectedVersion: number,
    previousSubDomain: string,
  ): Promise<StoredTrackingPageSettings | 'stale' | 'taken'>;
  /** The account holding a subdomain (lowercased), if any. */
  accountOfSubdomain(subDomain: string): Promise<string | undefined>;
}

/** What the public tracking page reads: a few strongly scoped gets, never a scan. */
export interface TrackingPageOrders {
  /** The shipment a tracking code belongs to (any account's: the caller checks it is the page's). */
  findByTrackingCode(trackingCode: string): Promise<TrackedShipmentRef | undefined>;
  get(accountId: string, orderId: string): Promise<OrderRecord | undefined>;
  /** The orders of an account with an order number, in any of its stores (numbers are unique per store): at most `limit`. */
  findByOrderNumberInAnyStore(accountId: string, orderNumber: string, limit: number): Promise<OrderRecord[]>;
}

/** The account's late-shipment settings item (versioned like the other settings; version 0: none stored). */
export interface LateShipmentSettingsStore {
  get(accountId: string): Promise<{ settings: LateShipmentSettings; version: number } | undefined>;
  /** Replaces the item if it is still at `expectedVersion`; undefined when it moved on. */
  put(
    accountId: string,
    settings: LateShipmentSettings,
    expectedVersion: number,
  ): Promise<{ settings: LateShipmentSettings; version: number } | undefined>;
}

/** Where the detector stopped in an account: the status key being walked and its page cursor. */
export interface LateScanPosition {
  statusKey: string;
  cursor?: string;
}

/** What the detect-late-shipments schedule reads and writes. */
export interface LateShipmentScanStore {
  /** Accounts with detection on, a page at a time. */
  enabledAccounts(cursor?: string): Promise<{
    items: { accountId: string; settings: LateShipmentSettings }[];
    cursor?: string;
  }>;
  /** A page of the account's orders under one status key (the grid's status index). */
  ordersPage(
    accountId: string,
    statusKey: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ items: OrderRecord[]; cursor?: string }>;
  positionOf(accountId: string): Promise<LateScanPosition | undefined>;
  /** Saves where to resume, or forgets it (undefined) when the walk is done. */
  savePosition(accountId: string, position: LateScanPosition | undefined): Promise<void>;
  /** The order with its late warnings and the activity entries, in one version-guarded write: 'stale' when it moved on. */
  saveLateWarnings(write: {
    accountId: string;
    before: OrderRecord;
    after: OrderRecord;
    activity: { eventId: string; shipmentId: string; message: string; late: boolean }[];
  }): Promise<'saved' | 'stale'>;
}
