/**
 * Billing's stored values the spec names in prose only (accounts §2 invoice status, §4 billing access).
 * The keys are ours; docs/decisions.md says why each exists.
 */

/** Invoice status (the invoice list's "invoice status" filter column). */
export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What moved the balance: each ledger entry has one kind, and one invoice of the matching type. */
export const LEDGER_ENTRY_KINDS = [
  'refill',
  'purchase',
  'refund',
  'adjustment',
  'fee',
  'subscription',
  'claim',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * The internal review of an account's billing (accounts §4, §8): `rejected` blocks billing with the
 * malicious-activity message; `pending_verification` while the review is not finished.
 */
export const BILLING_REVIEW_STATES = ['approved', 'rejected', 'pending_verification'] as const;
export type BillingReviewState = (typeof BILLING_REVIEW_STATES)[number];
