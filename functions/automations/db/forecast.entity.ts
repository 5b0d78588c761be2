import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, timestamps } from '#lib/db/common';

/**
 * FORECAST#<zip3> / DAY#<day>: the daily highs (°F by date) the live forecast service gave for one ZIP3 on `day`,
 * so every function instance asks the service once per destination area a day. Not led by an account: a public
 * forecast holds no merchant data and every account shipping there reads the same one. `expiresAt` lets the
 * table's TTL drop it once its day is over.
 */
export const ForecastEntity = new Entity({
  model: { entity: 'forecast', version: '1', service: SERVICE_NAME },
  attributes: {
    zip3: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    highsF: { type: 'any', required: true },
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byZip3Day: {
      pk: { field: 'pk', casing: 'none', composite: ['zip3'], template: 'FORECAST#${zip3}' },
      sk: { field: 'sk', casing: 'none', composite: ['day'], template: 'DAY#${day}' },
    },
  },
});
