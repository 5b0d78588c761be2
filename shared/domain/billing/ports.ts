import type { LedgerEntryView } from '#api/shipping';
import type { Cents } from '../money/cents.rules';
import type { ApprovalState } from '../statuses/account-states.constants';
import type { BillingReviewState, InvoiceStatus, LedgerEntryKind } from './invoice-status.constants';
import type { WalletFigures, WalletInvoice } from './wallet.rules';

export interface WalletBalance extends WalletFigures {
  /** balance − held − minimum threshold, as stored beside them. */
  availableCents: Cents;
  /** Bumped by every change of the balance (not by holds): the order of the ledger entries. */
  version: number;
}

export type LedgerEntry = LedgerEntryView;

/** `held`: this key already holds funds (a redelivered purchase); `insufficient`: nothing was held. */
export type HoldOutcome = 'placed' | 'held' | 'insufficient';

export interface RefillInput {
  /** Makes the refill count once however often it is retried. */
  refillId: string;
  amountCents: Cents;
  feeCents?: Cents;
  description: string;
  /** The payment (card or bank deposit) that brought the money. */
  paymentId?: string;
}

/** One movement of the balance by one invoice (accounts §4), counted once per `entryId`. */
export interface LedgerPosting {
  /** Derived from the cause: `refill#<paymentId>`, `fee#<paymentId>`, `subscription#<periodKey>`… */
  entryId: string;
  kind: LedgerEntryKind;
  invoice: WalletInvoice & { fee?: Cents; isVndrRate?: boolean };
  description: string;
  /** The invoice's status; `paid` when absent. */
  status?: InvoiceStatus;
  paymentId?: string;
}

/** The account's wallet (accounts §3 accountValue): balance, holds, ledger and invoices. */
export interface Wallet {
  /** The wallet, or an empty one (every figure 0) when the account never had money. */
  balance(accountId: string): Promise<WalletBalance>;
  /** Sets `amountCents` aside under `holdKey` if the available balance covers it. */
  placeHold(accountId: string, holdKey: string, amountCents: Cents): Promise<HoldOutcome>;
  /** Gives a hold's money back to the available balance; false when there was no such hold. */
  releaseHold(accountId: string, holdKey: string): Promise<boolean>;
  /**
   * Moves the balance by the posting's invoice (its accounts §4 effect) with one ledger entry and
   * one invoice, atomically; a posting whose entryId was already written returns that entry instead.
   */
  post(accountId: string, posting: LedgerPosting): Promise<LedgerEntry>;
  /** Credits the wallet with a refill ledger entry and its account_refill invoice; once per refillId. */
  refill(accountId: string, input: RefillInput): Promise<LedgerEntry>;
  /** Sets an invoice's status (a purchase refunded, a pending charge paid or failed); false when there is no such invoice. */
  setInvoiceStatus(accountId: string, invoiceId: string, status: InvoiceStatus): Promise<boolean>;
  /** Newest first. */
  recentEntries(accountId: string, limit: number): Promise<LedgerEntry[]>;
}

/** Top the wallet up from the default payment method when the available balance falls below a threshold. */
export interface AutoReloadSettings {
  enabled: boolean;
  /** Reload when the available balance falls below this. */
  thresholdCents: Cents;
  /** How much one reload adds. */
  amountCents: Cents;
  /** Reloads started so far: the next one's deposit is `auto-reload-<reloads>` (server-owned). */
  reloads?: number;
}

/** The account's billing profile (ACC#<a> / BILLING); an account never reviewed reads the defaults. */
export interface BillingProfile {
  review: BillingReviewState;
  rateApproval: ApprovalState;
  autoReload?: AutoReloadSettings;
  /** The payments processor's customer of this account, once it has one. */
  paymentsCustomerRef?: string;
  /** Bumped by every write; a write names the version it read. */
  version: number;
}

export interface BillingProfileStore {
  get(accountId: string): Promise<BillingProfile>;
  /** Writes the changed fields if the profile is still at `expectedVersion`; false when it moved on. */
  update(
    accountId: string,
    expectedVersion: number,
    changes: Partial<Omit<BillingProfile, 'version'>>,
  ): Promise<boolean>;
}

/** A charge as the payments processor answers it. */
export type PaymentChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'pending'; paymentId: string }
  | { status: 'requires_action'; paymentId: string; actionUrl: string }
  | { status: 'failed'; paymentId?: string; message: string }
  | { status: 'no_payment_method' };

/**
 * Charges the account's default payment method (subscriptions, auto-reload): once per
 * `idempotencyKey`, however often it is retried.
 */
export interface DefaultMethodCharger {
  chargeDefault(
    accountId: string,
    input: { idempotencyKey: string; amountCents: Cents; description: string },
  ): Promise<PaymentChargeOutcome>;
}
