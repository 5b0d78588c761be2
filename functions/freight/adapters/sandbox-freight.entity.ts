import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * The sandbox LTL carriers' memory of what they booked: SANDBOX#FREIGHTPRO#<pro> / BOOKING. A
 * carrier's PRO names no account, so this partition is not led by one (like the sandbox parcel
 * carriers' SANDBOX#TRK#). Sandbox only: no production adapter imports it.
 */
export const SandboxFreightEntity = new Entity({
  model: { entity: 'sandboxFreight', version: '1', service: SERVICE_NAME },
  attributes: {
    pro: { type: 'string', required: true, readOnly: true },
    record: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byPro: {
      pk: { field: 'pk', casing: 'none', composite: ['pro'], template: 'SANDBOX#FREIGHTPRO#${pro}' },
      sk: { field: 'sk', casing: 'none', composite: [], template: 'BOOKING' },
    },
  },
});
