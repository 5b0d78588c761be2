import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Automation rules (shared/domain/automations):
 *
 * ACC#<accountId> / AUTORULE#<ruleId>    one rule: its run position, active flag, version and the rule itself
 * ACC#<accountId> / AUTORULES            the account's rule counter (automation-rule-counter.entity.ts)
 */
export const AutomationRuleEntity = new Entity({
  model: { entity: 'automationRule', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    ruleId: { type: 'string', required: true, readOnly: true },
    position: { type: 'number', required: true },
    active: { type: 'boolean', required: true },
    /** Optimistic concurrency: every save names the version it replaces. */
    version: { type: 'number', required: true },
    /** The merchant's part of the rule: name, triggers, match, conditions, actions. */
    rule: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['ruleId'], template: 'AUTORULE#${ruleId}' },
    },
  },
});
