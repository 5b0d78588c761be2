import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/** Saved named grid filters, shared by the team: ACC#<a> / SAVEDFILTER#<nameKey> (unique name per account). */
export const SavedFilterEntity = new Entity({
  model: { entity: 'savedFilter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    nameKey: { type: 'string', required: true, readOnly: true },
    filterId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    grid: { type: 'string', required: true, default: 'orders' },
    filters: { type: 'any', required: true },
    createdBy: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byName: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['nameKey'], template: 'SAVEDFILTER#${nameKey}' },
    },
  },
});

/**
 * Activity log (orders §4 event types): ACC#<a> / ACTIVITY#<at>#<eventId> for the account's feed,
 * gsi6 ACC#<a>#ORDER#<orderId> / <at>#<eventId> for one order's history.
 */
export const ActivityEventEntity = new Entity({
  model: { entity: 'activityEvent', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true },
    message: { type: 'string', required: true },
    actor: { type: 'string', required: true },
    orderId: { type: 'string', default: '' },
    details: { type: 'any' },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['at', 'eventId'], template: 'ACTIVITY#${at}#${eventId}' },
    },
    byOrder: {
      index: 'gsi6',
      condition: (attr) => Boolean(attr.orderId),
      pk: {
        field: 'gsi6pk',
        casing: 'none',
        composite: ['accountId', 'orderId'],
        template: 'ACC#${accountId}#ORDER#${orderId}',
      },
      sk: { field: 'gsi6sk', casing: 'none', composite: ['at', 'eventId'], template: '${at}#${eventId}' },
    },
  },
});
