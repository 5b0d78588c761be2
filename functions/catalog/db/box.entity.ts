import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * Box (orders §3). Primary: ACC#<accountId> / BOX#<boxId>.
 * gsi2: ACC#<accountId>#BOX / <sortName>#<boxId> — list by name.
 * The Box's many flags and nested liner/coolant live in `box`; `isDefault` is kept apart so the
 * one-default rule can be checked without reading every box.
 */
export const BoxEntity = new Entity({
  model: { entity: 'box', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    boxId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    isDefault: { type: 'boolean', required: true },
    costCents: { type: 'number', required: true },
    /** Every other Box field (dimensions, weight, dry ice, liner, coolant, packing-algorithm flags…). */
    box: { type: 'any', required: true },
    sortName: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['boxId'], template: 'BOX#${boxId}' },
    },
    byName: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', casing: 'none', composite: ['accountId'], template: 'ACC#${accountId}#BOX' },
      sk: { field: 'gsi2sk', casing: 'none', composite: ['sortName', 'boxId'], template: '${sortName}#${boxId}' },
    },
  },
});
