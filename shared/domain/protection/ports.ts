/** What the order-protection use cases talk through; adapters live in functions/claims/adapters. */
import type { ClaimHistoryEntry } from '../claims/claim-lifecycle.rules';
import type { ClaimRecord } from '../claims/claim-record';
import type { OrderRecord } from '../orders/order-record';
import type { ClaimStatus } from '../statuses/claim-status.rules';
import type { ProtectionResolution } from './protection-claim.rules';

/** The branded tracking page a shopper files from: its subdomain names the one account it acts for. */
export interface ProtectionPages {
  /** The account whose tracking page has this subdomain, if any. */
  accountOfSubdomain(subDomain: string): Promise<string | undefined>;
}

/** The orders a shopper's email and order number may name, read through the orders' face. */
export interface ProtectionOrders {
  /** The account's orders of one number (one per store, in practice), at most `max`. */
  findByOrderNumber(accountId: string, orderNumber: string, max: number): Promise<OrderRecord[]>;
  /** One order read strongly (a version-guarded write follows). */
  read(accountId: string, orderId: string): Promise<OrderRecord | undefined>;
}

/** The merchant's decision, written with the order in one transaction. */
export interface ProtectionResolutionWrite {
  claim: ClaimRecord;
  to: ClaimStatus;
  entry: ClaimHistoryEntry;
  resolution: ProtectionResolution;
  /** The order as read and as it is after the decision (its outcome, and a reship's replacement shipment). */
  orderBefore: OrderRecord;
  orderAfter: OrderRecord;
  /** The activity line the order's log gets. */
  activity: { eventId: string; message: string; actor: string };
}

export interface ProtectionClaimStore {
  get(accountId: string, claimId: string): Promise<ClaimRecord | undefined>;
  /** The ids of every claim of one order with their source kind, newest first. */
  ofOrder(accountId: string, orderId: string): Promise<{ claimId: string; sourceKind: string }[]>;
  create(record: ClaimRecord): Promise<{ outcome: 'created' } | { outcome: 'duplicate'; claimId: string }>;
  /**
   * The claim's move (guarded by the status and version read) and the order's replacement (guarded by its
   * version) in one transaction: 'stale' when either moved on meanwhile, nothing written.
   */
  resolve(write: ProtectionResolutionWrite): Promise<'resolved' | 'stale'>;
}
