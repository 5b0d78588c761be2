import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME } from '#lib/db/common';
import { catalogEntryAttributes, catalogEntryIndexes } from './catalog-entry.factory';

/**
 * Box (orders §3). Primary: ACC#<accountId> / BOX#<boxId>.
 * gsi2: ACC#<accountId>#BOX / <sortName>#<boxId> — list by name.
 * The Box's many flags and nested liner/coolant live in `box`; `isDefault` is kept apart so the
 * one-default rule can be checked without reading every box.
 */
export const BoxEntity = new Entity({
  model: { entity: 'box', version: '1', service: SERVICE_NAME },
  attributes: {
    ...catalogEntryAttributes('boxId'),
    name: { type: 'string', required: true },
    isDefault: { type: 'boolean', required: true },
    costCents: { type: 'number', required: true },
    /** Every other Box field (dimensions, weight, dry ice, liner, coolant, packing-algorithm flags…). */
    box: { type: 'any', required: true },
  },
  indexes: catalogEntryIndexes('boxId', 'BOX'),
});
