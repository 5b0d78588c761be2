import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * A store connection in progress (orders §7): OAUTHSTATE#<state> / STATE, single use, with a TTL. In a file of its
 * own so a function that reads or connects stores without OAuth (the public API's custom stores) bundles none of it.
 */
export const OAuthStateEntity = new Entity({
  model: { entity: 'oauthState', version: '1', service: SERVICE_NAME },
  attributes: {
    state: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    platform: { type: 'string', required: true, readOnly: true },
    shop: { type: 'string' },
    validUntil: { type: 'string', required: true },
    /** DynamoDB TTL (epoch seconds): the item goes away by itself; `validUntil` is what is checked. */
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byState: {
      pk: { field: 'pk', casing: 'none', composite: ['state'], template: 'OAUTHSTATE#${state}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'STATE' },
    },
  },
});
