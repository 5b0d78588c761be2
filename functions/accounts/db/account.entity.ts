import { Entity } from '#lib/db/electrodb';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** A merchant account (team). One item per account: pk ACC#<accountId>, sk ACCOUNT. */
export const AccountEntity = new Entity({
  model: { entity: 'account', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    ownerUserId: { type: 'string', required: true, readOnly: true },
    defaultWarehouseId: { type: 'string' },
    /** IANA timezone for date presets and schedules (accounts §3 User.timezone). */
    timezone: { type: 'string', default: DEFAULT_ACCOUNT_TIMEZONE },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'ACCOUNT' },
    },
  },
});
