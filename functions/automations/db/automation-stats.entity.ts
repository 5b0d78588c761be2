import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition } from '#lib/db/common';

/**
 * What the rules list shows of each rule's use, kept apart from the rules so counting never moves their version:
 * one item per account and day, written once per run whatever the number of rules that fired.
 *
 * ACC#<accountId> / AUTOSTATS#<day>
 *   hits#<ruleId>    orders the rule changed that day (the 30-day count sums 30 day items)
 *   fired#<ruleId>   when it last changed an order that day
 *   lastAt           the latest run time recorded on the item (guards the fired times against an older run)
 *   expiresAt        epoch seconds for the table's TTL: a day item is kept STATS_KEEP_DAYS
 *
 * Rule ids are attribute names here, which ElectroDB cannot model: the entity gives the keys and the query,
 * and the adapter sends them as plain DocumentClient commands with the per-rule attributes.
 */
export const AutomationStatsEntity = new Entity({
  model: { entity: 'automationStats', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    lastAt: { type: 'string' },
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byAccount: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['day'], template: 'AUTOSTATS#${day}' },
    },
  },
});

export const HITS_ATTR_PREFIX = 'hits#';
export const FIRED_ATTR_PREFIX = 'fired#';

/** Long enough for "last fired" to name any day of the past year, short enough that one Query reads every item. */
export const STATS_KEEP_DAYS = 400;

export function statsExpiresAt(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + STATS_KEEP_DAYS * 86_400;
}
