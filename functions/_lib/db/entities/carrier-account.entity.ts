import { Entity } from 'electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from './common';

/**
 * A merchant's own carrier account (accounts §3 carrier account forms, §6 counted against the plan's
 * external carrier accounts): ACC#<a> / CARRIERACCT#<carrierAccountId>. Credentials never live here
 * (they are a separate item no route returns).
 */
export const CarrierAccountEntity = new Entity({
  model: { entity: 'carrierAccount', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    carrierAccountId: { type: 'string', required: true, readOnly: true },
    carrier: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    accountNumber: { type: 'string', required: true },
    status: { type: 'string', required: true },
    details: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['carrierAccountId'],
        template: 'CARRIERACCT#${carrierAccountId}',
      },
    },
  },
});
