import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * An Amazon store's order poll: ACC#<a> / AMAZONPOLL#<storeId> holding its LastUpdatedAfter cursor,
 * and gsi1 `SCHEDULE#AMAZONPOLL` / <a>#<storeId> (not led by an account: it is how the schedule finds
 * every Amazon store). Written when the store connects; deleted by the poll once the store is gone.
 */
export const AmazonPollCursorEntity = new Entity({
  model: { entity: 'amazonPollCursor', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    storeId: { type: 'string', required: true, readOnly: true },
    lastUpdatedAfter: { type: 'string', required: true },
    nextToken: { type: 'string' },
    seenUpTo: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['storeId'], template: 'AMAZONPOLL#${storeId}' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#AMAZONPOLL' },
      sk: { field: 'gsi1sk', casing: 'none', composite: ['accountId', 'storeId'], template: '${accountId}#${storeId}' },
    },
  },
});

/**
 * An Amazon order whose buyer data is to be cleared: ACC#<a> / AMAZONPII#<orderId>, and gsi1
 * `SCHEDULE#AMAZONPII` / <dueAt>#<a>#<orderId> so the retention schedule reads what is due, oldest first.
 */
export const AmazonPiiDueEntity = new Entity({
  model: { entity: 'amazonPiiDue', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    dueAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['orderId'], template: 'AMAZONPII#${orderId}' },
    },
    due: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', casing: 'none', composite: [], template: 'SCHEDULE#AMAZONPII' },
      sk: {
        field: 'gsi1sk',
        casing: 'none',
        composite: ['dueAt', 'accountId', 'orderId'],
        template: '${dueAt}#${accountId}#${orderId}',
      },
    },
  },
});
