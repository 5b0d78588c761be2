import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * What the rules list shows of each rule's use, kept apart from the rule so counting never moves its version:
 *
 * ACC#<accountId> / AUTOHITS#<day>#<ruleId>   orders the rule changed that day (the 30-day count reads 30 days)
 * ACC#<accountId> / AUTOFIRED#<ruleId>        when it last changed an order
 */
export const AutomationHitsEntity = new Entity({
  model: { entity: 'automationHits', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    ruleId: { type: 'string', required: true, readOnly: true },
    hits: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['day', 'ruleId'], template: 'AUTOHITS#${day}#${ruleId}' },
    },
  },
});

export const AutomationFiredEntity = new Entity({
  model: { entity: 'automationFired', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    ruleId: { type: 'string', required: true, readOnly: true },
    lastFiredAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['ruleId'], template: 'AUTOFIRED#${ruleId}' },
    },
  },
});
