import type {
  FillTimeSlaRequest,
  FillTimeSlaResponse,
  ShippingScheduleRequest,
  ShippingScheduleResponse,
} from '#api/shipping-schedule';
import { hasFeature } from '#domain/plans/feature-flags.rules';
import { fillTimeSlaSchema, type FillTimeSla } from '#domain/shipping-schedule/fill-time-sla.schema';
import type { FillTimeSlaStore, ShippingScheduleStore } from '#domain/shipping-schedule/ports';
import { DEFAULT_SHIPPING_SCHEDULE, shippingScheduleSchema } from '#domain/shipping-schedule/shipping-schedule.schema';
import { ConflictError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { featureFlagClosed } from '#lib/plan-gate';

export const STALE_SHIPPING_SCHEDULE =
  'The shipping schedule was changed by someone else meanwhile. Reload it and save again.';
export const STALE_FILL_TIME_SLA = 'The fill time SLA was changed by someone else meanwhile. Reload it and save again.';

export interface ShippingScheduleDeps {
  schedules: ShippingScheduleStore;
  slas: FillTimeSlaStore;
}

/** What another domain reads of the schedule: the stored one, else the defaults. */
export { scheduleOf } from './schedule-of';

export async function fillTimeSlaOf(store: FillTimeSlaStore, accountId: string): Promise<FillTimeSla> {
  return (await store.get(accountId))?.sla ?? fillTimeSlaSchema.parse({});
}

/**
 * The shipping schedule and fill time SLA settings: any member reads them; saving needs the shippingSchedule
 * feature (the schedule only decides ship dates for users holding it), and a save names the version it replaces.
 */
export function makeShippingScheduleSettings(deps: ShippingScheduleDeps) {
  return {
    async getSchedule(caller: Caller): Promise<ShippingScheduleResponse> {
      const record = await deps.schedules.get(caller.accountId);
      return {
        schedule: record?.schedule ?? DEFAULT_SHIPPING_SCHEDULE,
        version: record?.version ?? 0,
        feature: hasFeature(caller.features, 'shippingSchedule'),
      };
    },

    async putSchedule(caller: Caller, request: ShippingScheduleRequest): Promise<ShippingScheduleResponse> {
      if (!hasFeature(caller.features, 'shippingSchedule')) throw featureFlagClosed('shippingSchedule');
      const { version: expected, ...rest } = request;
      const current = (await deps.schedules.get(caller.accountId))?.version ?? 0;
      if (expected !== undefined && expected !== current) throw new ConflictError(STALE_SHIPPING_SCHEDULE);
      const saved = await deps.schedules.put(caller.accountId, shippingScheduleSchema.parse(rest), current);
      if (!saved) throw new ConflictError(STALE_SHIPPING_SCHEDULE);
      return { schedule: saved.schedule, version: saved.version, feature: true };
    },

    async getFillTimeSla(caller: Caller): Promise<FillTimeSlaResponse> {
      const record = await deps.slas.get(caller.accountId);
      return {
        sla: record?.sla ?? fillTimeSlaSchema.parse({}),
        version: record?.version ?? 0,
        feature: hasFeature(caller.features, 'shippingSchedule'),
      };
    },

    async putFillTimeSla(caller: Caller, request: FillTimeSlaRequest): Promise<FillTimeSlaResponse> {
      if (!hasFeature(caller.features, 'shippingSchedule')) throw featureFlagClosed('shippingSchedule');
      const { version: expected, ...rest } = request;
      const current = (await deps.slas.get(caller.accountId))?.version ?? 0;
      if (expected !== undefined && expected !== current) throw new ConflictError(STALE_FILL_TIME_SLA);
      const saved = await deps.slas.put(caller.accountId, fillTimeSlaSchema.parse(rest), current);
      if (!saved) throw new ConflictError(STALE_FILL_TIME_SLA);
      return { sla: saved.sla, version: saved.version, feature: true };
    },
  };
}
