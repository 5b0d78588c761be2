import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * ACC#<accountId> / AUTORUN#<orderId>: the last automation run that changed the order, with each field's
 * value before and after, written in the same transaction as the order; "Undo automations" reverts it.
 */
export const AutomationRunEntity = new Entity({
  model: { entity: 'automationRun', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    runId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    /** The changes, in the run's order: field, before, after and the rule that set it. */
    changes: { type: 'any', required: true },
    /** Whether it has been undone already (a second undo then has nothing to revert). */
    undone: { type: 'boolean' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['orderId'], template: 'AUTORUN#${orderId}' },
    },
  },
});
