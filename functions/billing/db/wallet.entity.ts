import { Entity } from '#lib/db/electrodb';
import { BILLING_REVIEW_STATES, INVOICE_STATUSES, LEDGER_ENTRY_KINDS } from '#domain/billing/invoice-status.constants';
import { APPROVAL_STATES } from '#domain/statuses/account-states.constants';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The account's wallet (accounts §3 accountValue{amount, minimumThreshold}): one item,
 * ACC#<a> / WALLET. `availableCents` (balance − held − minimum threshold) is kept beside the
 * figures it derives from because a DynamoDB condition cannot do arithmetic: a hold is an atomic
 * `ADD` guarded by `availableCents >= amount`. `version` orders the balance changes (refills,
 * debits, credits); holds leave it alone so they never conflict with a commit.
 */
export const WalletBalanceEntity = new Entity({
  model: { entity: 'walletBalance', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    balanceCents: { type: 'number', required: true },
    heldCents: { type: 'number', required: true },
    availableCents: { type: 'number', required: true },
    minimumThresholdCents: { type: 'number', required: true, default: 0 },
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'WALLET' },
    },
  },
});

/** Money set aside for one purchase until it is bought (debited) or fails (released): ACC#<a> / WALLETHOLD#<holdKey>. */
export const WalletHoldEntity = new Entity({
  model: { entity: 'walletHold', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    holdKey: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['holdKey'], template: 'WALLETHOLD#${holdKey}' },
    },
  },
});

/**
 * An immutable ledger entry: ACC#<a> / LEDGER#<entryId>, where the entry id is derived from what
 * caused it (`purchase#<purchaseKey>`, `refund#<purchaseKey>`, `refill#<refillId>`), so writing it
 * with `attribute_not_exists` makes each cause count once. gsi2 ACC#<a>#LEDGER / <seq> lists them
 * newest first: `seq` is the wallet version the entry produced, unique and increasing per account.
 */
export const LedgerEntryEntity = new Entity({
  model: { entity: 'ledgerEntry', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    seq: { type: 'string', required: true, readOnly: true },
    kind: { type: LEDGER_ENTRY_KINDS, required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    balanceAfterCents: { type: 'number', required: true, readOnly: true },
    description: { type: 'string', required: true, readOnly: true },
    invoiceId: { type: 'string', readOnly: true },
    orderId: { type: 'string', readOnly: true },
    orderNumber: { type: 'string', readOnly: true },
    trackingCode: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['entryId'], template: 'LEDGER#${entryId}' },
    },
    bySeq: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#LEDGER' },
      sk: { field: 'gsi2sk', casing: 'none', composite: ['seq'], template: '${seq}' },
    },
  },
});

/**
 * An invoice (accounts §3 Invoice; balance effect accounts §4): ACC#<a> / INVOICE#<invoiceId>, one per
 * ledger entry. gsi1 ACC#<a>#INVOICE / <createdAt>#<invoiceId> lists them by invoice date (the Billing
 * page's list, newest first, paged). The order's number, tags and warehouse are copied in when the
 * invoice is written, so the list filters by them without reading orders (accounts §2 Invoice list).
 * `status` is the one mutable field: a purchase becomes `refunded`, a pending charge `paid` or `failed`.
 */
export const InvoiceEntity = new Entity({
  model: { entity: 'invoice', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    invoiceId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    status: { type: INVOICE_STATUSES, required: true, default: 'paid' },
    description: { type: 'string', readOnly: true },
    amount: { type: 'number', required: true, readOnly: true },
    tierFee: { type: 'number', required: true, readOnly: true },
    fee: { type: 'number', required: true, readOnly: true },
    amountAfterFee: { type: 'number', readOnly: true },
    insurancePremium: { type: 'number', required: true, readOnly: true },
    isVndrRate: { type: 'boolean', required: true, readOnly: true },
    directDebitFailed: { type: 'boolean', readOnly: true },
    balanceBeforeCents: { type: 'number', required: true, readOnly: true },
    balanceAfterCents: { type: 'number', required: true, readOnly: true },
    orderId: { type: 'string', readOnly: true },
    orderNumber: { type: 'string', readOnly: true },
    orderTags: { type: 'list', items: { type: 'string' }, readOnly: true },
    warehouseId: { type: 'string', readOnly: true },
    shipmentId: { type: 'string', readOnly: true },
    trackingCode: { type: 'string', readOnly: true },
    /** The payment (deposit, subscription charge) this invoice records, when one paid it. */
    paymentId: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['invoiceId'], template: 'INVOICE#${invoiceId}' },
    },
    byDate: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#INVOICE' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['createdAt', 'invoiceId'],
        template: '${createdAt}#${invoiceId}',
      },
    },
  },
});

/**
 * The account's billing profile (accounts §4 billing access, orders §4 approval state; auto-reload):
 * ACC#<a> / BILLING. Absent means never reviewed: billing and rates approved, nothing on auto-reload.
 * `review` is set by the internal review (god-mode) only; no merchant route writes it.
 */
export const BillingProfileEntity = new Entity({
  model: { entity: 'billingProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    review: { type: BILLING_REVIEW_STATES, required: true, default: 'approved' },
    rateApproval: { type: APPROVAL_STATES, required: true, default: 'approved' },
    autoReload: { type: 'any' },
    /** The payments processor's customer for this account (the real adapter's customer id). */
    paymentsCustomerRef: { type: 'string' },
    version: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'BILLING' },
    },
  },
});
