import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { sparseIndex } from '#lib/db/sparse-index';

/**
 * A saved payment method (accounts §3 Payment method: type card or bank): ACC#<a> / PAYMETHOD#<id>.
 * Only what the processor shows back is kept (brand, last 4, expiry); the numbers live at the processor.
 */
export const PaymentMethodEntity = new Entity({
  model: { entity: 'paymentMethod', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    paymentMethodId: { type: 'string', required: true, readOnly: true },
    type: { type: ['card', 'bank'] as const, required: true, readOnly: true },
    source: { type: 'string' },
    processorRef: { type: 'string', required: true, readOnly: true },
    brand: { type: 'string', required: true, readOnly: true },
    last4: { type: 'string', required: true, readOnly: true },
    expMonth: { type: 'number', readOnly: true },
    expYear: { type: 'number', readOnly: true },
    verification: { type: ['verified', 'pending'] as const, required: true },
    isDefault: { type: 'boolean', required: true, default: false },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['paymentMethodId'], template: 'PAYMETHOD#${paymentMethodId}' },
    },
  },
});

/**
 * A deposit (Add funds): ACC#<a> / DEPOSIT#<depositId>, the id being the client's idempotency key, so a
 * retried request finds the deposit it started. Its state follows the processor's charge; the wallet
 * is credited once, by the ledger entry `refill#<depositId>`.
 */
export const DepositEntity = new Entity({
  model: { entity: 'deposit', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    depositId: { type: 'string', required: true, readOnly: true },
    paymentMethodId: { type: 'string', required: true, readOnly: true },
    processorRef: { type: 'string', required: true, readOnly: true },
    methodType: { type: ['card', 'bank'] as const, required: true, readOnly: true },
    methodLabel: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    /** Why: a merchant's Add funds, or an auto-reload. */
    origin: { type: ['add_funds', 'auto_reload'] as const, required: true, readOnly: true },
    status: {
      type: ['initiated', 'requires_action', 'pending', 'succeeded', 'failed'] as const,
      required: true,
    },
    paymentId: { type: 'string' },
    failureMessage: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['depositId'], template: 'DEPOSIT#${depositId}' },
    },
  },
});

/**
 * A deposit not finished yet, for the settle-deposits schedule: ACC#<a> / DEPOSITOPEN#<depositId>, and
 * gsi1 SCHEDULE#DEPOSITS / <openedAt>#<a>#<depositId> across accounts. Deleted when the deposit ends.
 */
export const OpenDepositEntity = new Entity({
  model: { entity: 'openDeposit', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    depositId: { type: 'string', required: true, readOnly: true },
    openedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['depositId'], template: 'DEPOSITOPEN#${depositId}' },
    },
    open: sparseIndex('gsi1', { partition: 'SCHEDULE#DEPOSITS', sortBy: ['openedAt', 'accountId', 'depositId'] }),
  },
});

/**
 * An account with auto-reload on: ACC#<a> / AUTORELOAD, and gsi1 SCHEDULE#AUTORELOAD / <a> so the
 * settle-deposits schedule finds every such account without scanning. Deleted when turned off.
 */
export const AutoReloadWatchEntity = new Entity({
  model: { entity: 'autoReloadWatch', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'AUTORELOAD' },
    },
    watching: sparseIndex('gsi1', { partition: 'SCHEDULE#AUTORELOAD', sortBy: ['accountId'] }),
  },
});
