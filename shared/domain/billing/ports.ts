import type { LedgerEntryView } from '#api/shipping';
import type { Cents } from '../money/cents.rules';
import type { WalletFigures } from './wallet.rules';

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
}

/** The account's wallet (accounts §3 accountValue): balance, holds, ledger and invoices. */
export interface Wallet {
  /** The wallet, or an empty one (every figure 0) when the account never had money. */
  balance(accountId: string): Promise<WalletBalance>;
  /** Sets `amountCents` aside under `holdKey` if the available balance covers it. */
  placeHold(accountId: string, holdKey: string, amountCents: Cents): Promise<HoldOutcome>;
  /** Gives a hold's money back to the available balance; false when there was no such hold. */
  releaseHold(accountId: string, holdKey: string): Promise<boolean>;
  /** Credits the wallet with a refill ledger entry and its account_refill invoice; once per refillId. */
  refill(accountId: string, input: RefillInput): Promise<LedgerEntry>;
  /** Newest first. */
  recentEntries(accountId: string, limit: number): Promise<LedgerEntry[]>;
}
