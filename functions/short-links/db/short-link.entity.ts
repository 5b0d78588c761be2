import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition } from '#lib/db/common';

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

/**
 * The link a shipment already has on a tracking page: ACC#<account> / SHORTLINKFOR#<tracking number>#<subdomain>
 * → its code (the merchant's own item, so led by the account), gone by TTL with the link. Written in the same
 * transaction as the link, only where none exists, so a redelivered tracking email finds the first link instead
 * of minting a second (a renamed page gets a new one).
 */
export const ShipmentShortLinkEntity = new Entity({
  model: { entity: 'shipmentShortLink', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    trackingCode: { type: 'string', required: true, readOnly: true },
    subDomain: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byShipment: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: {
        field: 'sk',
        casing: 'none',
        composite: ['trackingCode', 'subDomain'],
        template: 'SHORTLINKFOR#${trackingCode}#${subDomain}',
      },
    },
  },
});
