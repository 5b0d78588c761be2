import { fillTimeSlaSchema } from '#domain/shipping-schedule/fill-time-sla.schema';
import { shippingScheduleSchema } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { FillTimeSlaStore, ShippingScheduleStore } from '#domain/shipping-schedule/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { FillTimeSlaEntity, ShippingScheduleEntity } from '../db/shipping-schedule.entity';

const schedules = makeVersionedSettingsStore(ShippingScheduleEntity, (stored) => shippingScheduleSchema.parse(stored));
const slas = makeVersionedSettingsStore(FillTimeSlaEntity, (stored) => fillTimeSlaSchema.parse(stored));

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

export const dynamoFillTimeSlaStore: FillTimeSlaStore = {
  async get(accountId) {
    const record = await slas.get(accountId);
    return record && { sla: record.settings, version: record.version };
  },
  async put(accountId, sla, expectedVersion) {
    const record = await slas.put(accountId, sla, expectedVersion);
    return record && { sla: record.settings, version: record.version };
  },
};
