import { Entity } from 'electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from './common';

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
    kind: { type: ['refill', 'purchase', 'refund', 'adjustment'] as const, required: true, readOnly: true },
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

/** An invoice (accounts §3 Invoice; balance effect accounts §4): ACC#<a> / INVOICE#<invoiceId>, one per ledger entry. */
export const InvoiceEntity = new Entity({
  model: { entity: 'invoice', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    invoiceId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    amount: { type: 'number', required: true, readOnly: true },
    tierFee: { type: 'number', required: true, readOnly: true },
    fee: { type: 'number', required: true, readOnly: true },
    amountAfterFee: { type: 'number', readOnly: true },
    insurancePremium: { type: 'number', required: true, readOnly: true },
    isVndrRate: { type: 'boolean', required: true, readOnly: true },
    balanceBeforeCents: { type: 'number', required: true, readOnly: true },
    balanceAfterCents: { type: 'number', required: true, readOnly: true },
    orderId: { type: 'string', readOnly: true },
    shipmentId: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['invoiceId'], template: 'INVOICE#${invoiceId}' },
    },
  },
});
