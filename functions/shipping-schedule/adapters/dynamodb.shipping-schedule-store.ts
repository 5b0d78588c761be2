import { shippingScheduleSchema } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { ShippingScheduleStore } from '#domain/shipping-schedule/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { ShippingScheduleEntity } from '../db/shipping-schedule.entity';

const schedules = makeVersionedSettingsStore(ShippingScheduleEntity, (stored) => shippingScheduleSchema.parse(stored));

export const dynamoShippingScheduleStore: ShippingScheduleStore = {
  async get(accountId) {
    const record = await schedules.get(accountId);
    return record && { schedule: record.settings, version: record.version };
  },
  async put(accountId, schedule, expectedVersion) {
    const record = await schedules.put(accountId, schedule, expectedVersion);
    return record && { schedule: record.settings, version: record.version };
  },
};
