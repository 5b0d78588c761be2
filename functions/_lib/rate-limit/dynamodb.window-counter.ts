import { Entity } from '../db/electrodb';
import { SERVICE_NAME } from '../db/common';
import { onTable } from '../db/table';
import type { WindowCounter } from './rate-limiter';

/**
 * One rate-limit window of one key: RATE#<key> / WINDOW#<windowStartMs>, `hits` bumped by an atomic
 * ADD, gone by TTL (`expiresAt`) a minute after its window. Like the schedules' keys it is not led by
 * an account: a public page's visitor has none, and the key is what the limit counts.
 */
export const RateWindowEntity = new Entity({
  model: { entity: 'rateWindow', version: '1', service: SERVICE_NAME },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    windowStart: { type: 'number', required: true, readOnly: true },
    hits: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', casing: 'none', composite: ['key'], template: 'RATE#${key}' },
      sk: { field: 'sk', casing: 'none', composite: ['windowStart'], template: 'WINDOW#${windowStart}' },
    },
  },
});

/** One UpdateItem per attempt (it creates the item on the window's first attempt): no read, no race. */
export const dynamoWindowCounter: WindowCounter = {
  async increment(key, windowStartMs, expiresAtEpochSeconds) {
    const { data } = await onTable(RateWindowEntity)
      .update({ key, windowStart: windowStartMs })
      .add({ hits: 1 })
      .set({ expiresAt: expiresAtEpochSeconds })
      .go({ response: 'all_new' });
    return data.hits ?? 1;
  },
};
