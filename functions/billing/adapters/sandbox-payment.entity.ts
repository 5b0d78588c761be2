import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/** The sandbox processor's saved method: SANDBOXPAY#<a> / METHOD#<ref>, with the test numbers it needs. */
export const SandboxPaymentMethodEntity = new Entity({
  model: { entity: 'sandboxPaymentMethod', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    ref: { type: 'string', required: true, readOnly: true },
    type: { type: ['card', 'bank'] as const, required: true, readOnly: true },
    /** The test card number or bank account number: the sandbox's behaviour depends on it. */
    number: { type: 'string', required: true, readOnly: true },
    verified: { type: 'boolean', required: true },
    /** When the micro-deposits "arrive" (ISO); verifying earlier is refused. */
    depositsVisibleAt: { type: 'string' },
    detached: { type: 'boolean' },
    ...timestamps,
  },
  indexes: {
    byRef: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: 'SANDBOXPAY#${accountId}' },
      sk: { field: 'sk', casing: 'none', composite: ['ref'], template: 'METHOD#${ref}' },
    },
  },
});

/** The sandbox processor's charge: SANDBOXPAY#<a> / CHARGE#<idempotencyKey>, so a repeated charge finds the first. */
export const SandboxChargeEntity = new Entity({
  model: { entity: 'sandboxCharge', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    idempotencyKey: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    ref: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    status: { type: ['succeeded', 'pending', 'requires_action', 'failed'] as const, required: true },
    failureMessage: { type: 'string' },
    /** ACH: when the debit settles (or fails). */
    settlesAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: 'SANDBOXPAY#${accountId}' },
      sk: { field: 'sk', casing: 'none', composite: ['idempotencyKey'], template: 'CHARGE#${idempotencyKey}' },
    },
  },
});
