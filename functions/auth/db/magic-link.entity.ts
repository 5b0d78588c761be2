import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * A magic link waiting to be used: MAGICLINK#<sha256 of the token> / LINK. Not led by an account:
 * the person is not signed in yet and the link names only its token. Deleted by its first use
 * (a conditional delete) and by DynamoDB's TTL an hour after it stopped working.
 */
export const MagicLinkEntity = new Entity({
  model: { entity: 'magicLink', version: '1', service: SERVICE_NAME },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    validUntil: { type: 'string', required: true, readOnly: true },
    /** DynamoDB TTL (epoch seconds): housekeeping only; `validUntil` is what is checked. */
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', casing: 'none', composite: ['tokenHash'], template: 'MAGICLINK#${tokenHash}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'LINK' },
    },
  },
});
