import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * A claim on a value that must be unique within an account: a product's sku, a customer's email.
 * ACC#<accountId> / UNIQUE#<scope>#<value>, holding the owner's id. Written with a not-exists
 * condition in the same transaction as its owner, so two writers can never both win; reading it
 * is a strongly consistent get, unlike a GSI lookup.
 */
export const UNIQUE_SCOPES = ['product-sku', 'customer-email'] as const;
export type UniqueScope = (typeof UNIQUE_SCOPES)[number];

export const UniqueValueEntity = new Entity({
  model: { entity: 'uniqueValue', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    scope: { type: UNIQUE_SCOPES, required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    ownerId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byValue: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['scope', 'value'], template: 'UNIQUE#${scope}#${value}' },
    },
  },
});
