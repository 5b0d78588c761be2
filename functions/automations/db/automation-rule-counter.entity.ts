import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * ACC#<accountId> / AUTORULES: how many rules the account has and how many are active (the plan's guard), and how
 * many active ones hold the import and before_rating triggers (an import or a bulk "Get rates" with none of them
 * skips the rules' work). Its own module, so the importers that read it bundle no rule entity.
 */
export const AutomationRuleCounterEntity = new Entity({
  model: { entity: 'automationRuleCounter', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    total: { type: 'number' },
    active: { type: 'number' },
    activeImport: { type: 'number' },
    activeBeforeRating: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'AUTORULES' },
    },
  },
});
