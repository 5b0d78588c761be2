import type { Cents } from '../money/cents.rules';

/** Card details as typed, accepted only by the sandbox (a real processor tokenizes them in the browser). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** A US bank account for ACH debits (accounts §3 Payment method type bank). */
export interface BankDetails {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

/** A payment method as the processor holds it: our records keep only this, never the numbers. */
export interface ProcessorMethod {
  /** The processor's id of the method (`pm_…`). */
  ref: string;
  type: 'card' | 'bank';
  /** Card brand, or the bank's name. */
  brand: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
  /** A bank needs its micro-deposits verified before it can be charged. */
  verification: 'verified' | 'pending';
}

/** What the processor says about a charge. */
export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  /** ACH: accepted, settles later (or fails then). */
  | { status: 'pending'; paymentId: string }
  /** The card's bank wants the cardholder to authenticate (3-D Secure) first. */
  | { status: 'requires_action'; paymentId: string }
  | { status: 'failed'; paymentId?: string; message: string };

export type BankVerification = 'verified' | 'not_ready' | 'wrong_amounts';

/** A refusal the merchant can act on (a declined card, an invalid number): 402 with the processor's words. */
export class PaymentRefusedError extends Error {
  readonly code = 'payment_refused';
  constructor(message: string) {
    super(message);
  }
}

/** The payments processor (sandbox locally; Stripe in AWS). Every call is scoped to one merchant account. */
export interface PaymentsGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Saves a card. `card` (sandbox) or `token` (a processor-side tokenized card) — one of them. */
  addCard(accountId: string, input: { card?: CardDetails; token?: string }): Promise<ProcessorMethod>;
  /** Saves a bank account; it starts pending verification and the processor sends two micro-deposits. */
  addBank(accountId: string, bank: BankDetails): Promise<ProcessorMethod>;
  /** Verifies a bank with the two micro-deposit amounts the merchant saw on their statement. */
  verifyBank(accountId: string, ref: string, amountsCents: readonly [Cents, Cents]): Promise<BankVerification>;
  /** Removes a saved method at the processor. */
  detach(accountId: string, ref: string): Promise<void>;
  /** Charges a saved method once per idempotency key: a repeated call answers the first charge's state. */
  charge(
    accountId: string,
    input: { ref: string; amountCents: Cents; idempotencyKey: string; description: string },
  ): Promise<ChargeOutcome>;
  /** The cardholder's answer to the authentication step of a `requires_action` charge. */
  authenticate(accountId: string, paymentId: string, approved: boolean): Promise<ChargeOutcome>;
  /** Where a charge stands now (a pending ACH debit settles or fails later). */
  status(accountId: string, paymentId: string): Promise<ChargeOutcome>;
}

/** A saved payment method as the product keeps it (no numbers beyond the last four). */
export interface PaymentMethodRecord {
  paymentMethodId: string;
  type: 'card' | 'bank';
  /** Bank accounts: how they were linked (accounts §3 source plaid | goCardless). */
  source?: string;
  processorRef: string;
  brand: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
  verification: 'verified' | 'pending';
  isDefault: boolean;
  createdAt: string;
}

export interface PaymentMethodStore {
  list(accountId: string): Promise<PaymentMethodRecord[]>;
  get(accountId: string, paymentMethodId: string): Promise<PaymentMethodRecord | undefined>;
  /** Saves a method; the account's first one becomes its default. */
  add(accountId: string, method: Omit<PaymentMethodRecord, 'isDefault' | 'createdAt'>): Promise<PaymentMethodRecord>;
  setVerified(accountId: string, paymentMethodId: string): Promise<void>;
  /** Makes one method the default and every other not, atomically. */
  setDefault(accountId: string, paymentMethodId: string): Promise<void>;
  remove(accountId: string, paymentMethodId: string): Promise<void>;
}

export const DEPOSIT_STATUSES = ['initiated', 'requires_action', 'pending', 'succeeded', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface DepositRecord {
  /** The client's idempotency key of the Add funds request (or the auto-reload's). */
  depositId: string;
  paymentMethodId: string;
  processorRef: string;
  methodType: 'card' | 'bank';
  /** "Visa •••• 4242", kept so the list reads well after the method is deleted. */
  methodLabel: string;
  amountCents: Cents;
  origin: 'add_funds' | 'auto_reload';
  status: DepositStatus;
  paymentId?: string;
  failureMessage?: string;
  createdAt: string;
  updatedAt: string;
}

export interface DepositStore {
  /** Starts a deposit (and its open marker for the settle schedule); an existing id answers the deposit as it stands. */
  start(
    accountId: string,
    deposit: Omit<DepositRecord, 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<{ created: boolean; deposit: DepositRecord }>;
  get(accountId: string, depositId: string): Promise<DepositRecord | undefined>;
  update(
    accountId: string,
    depositId: string,
    changes: Pick<DepositRecord, 'status'> & Partial<Pick<DepositRecord, 'paymentId' | 'failureMessage'>>,
  ): Promise<DepositRecord>;
  /** The deposit ended: the settle schedule stops looking at it. */
  close(accountId: string, depositId: string): Promise<void>;
  recent(accountId: string, limit: number): Promise<DepositRecord[]>;
  /** Open deposits of every account, oldest first. */
  open(limit: number): Promise<{ accountId: string; depositId: string; openedAt: string }[]>;
}
