import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * The Signup answers (accounts §3) of the user whose sign-up created the account: one item per
 * account, ACC#<accountId> / SIGNUP, written in the same transaction as the account. Kept apart
 * from the account and membership items as nothing on the hot paths reads it.
 */
export const SignupProfileEntity = new Entity({
  model: { entity: 'signupProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    heardFrom: { type: 'string', required: true },
    referralPartner: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'SIGNUP' },
    },
  },
});
