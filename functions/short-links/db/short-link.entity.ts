import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';

/**
 * One short link: SHORTLINK#<code> / LINK, gone by TTL (`expiresAt`). Not led by an account: a shopper's
 * browser names only the code, and the code is the whole key; the account is kept on the item.
 */
export const ShortLinkEntity = new Entity({
  model: { entity: 'shortLink', version: '1', service: SERVICE_NAME },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    subDomain: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', casing: 'none', composite: ['code'], template: 'SHORTLINK#${code}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'LINK' },
    },
  },
});
