import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** The company profile (accounts §3) and its logo's S3 key: ACC#<a> / COMPANY. */
export const CompanyProfileEntity = new Entity({
  model: { entity: 'companyProfile', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    companyName: { type: 'string', required: true },
    companyEmail: { type: 'string', required: true },
    companyPhone: { type: 'string', required: true },
    website: { type: 'string' },
    logoKey: { type: 'string' },
    logoContentType: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'COMPANY' },
    },
  },
});
