import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';
import { setVersionEntity } from '#lib/db/set-version.factory';

/**
 * A merchant's own carrier account (accounts §3 carrier account forms, §6 counted against the plan's
 * external carrier accounts): ACC#<a> / CARRIERACCT#<carrierAccountId>. No credential lives here:
 * the carrier platform keeps them at registration and answers `reference`, its id of the account.
 */
export const CarrierAccountEntity = new Entity({
  model: { entity: 'carrierAccount', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    carrierAccountId: { type: 'string', required: true, readOnly: true },
    carrier: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    accountNumber: { type: 'string', required: true },
    reference: { type: 'string', readOnly: true },
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

/** The plan-counted carrier-account set's version (ACC#<a> / CARRIERACCTS). */
export const CarrierAccountSetEntity = setVersionEntity('carrierAccountSet', 'CARRIERACCTS');
