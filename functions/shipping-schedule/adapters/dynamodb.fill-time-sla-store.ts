import { fillTimeSlaSchema } from '#domain/shipping-schedule/fill-time-sla.schema';
import type { FillTimeSlaStore } from '#domain/shipping-schedule/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { FillTimeSlaEntity } from '../db/shipping-schedule.entity';

const slas = makeVersionedSettingsStore(FillTimeSlaEntity, (stored) => fillTimeSlaSchema.parse(stored));

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
