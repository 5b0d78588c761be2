import { useCallback, useMemo } from 'react';
import type { Warehouse } from '#api/warehouses';
import type { FillTimeSla } from '#domain/shipping-schedule/fill-time-sla.schema';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { shippingScheduleApi } from '#web/api/shipping-schedule-api';
import { warehousesApi } from '#web/api/warehouses-api';
import { useLoad } from '#web/hooks/use-load';

/** Spec pair for the shipping schedule (wording ours: the spec names the pair, not its words). */
export const SCHEDULE_MESSAGES = {
  saved: 'Shipping schedule saved.',
  conflict: 'The shipping schedule was changed by someone else meanwhile. Reload it and save again.',
} as const;
/** Spec pair for the fill time SLA (wording ours). */
export const FILL_TIME_MESSAGES = {
  saved: 'Fill time SLA saved.',
  conflict: 'The fill time SLA was changed by someone else meanwhile. Reload it and save again.',
} as const;

/** A 409 reads as the form's conflict message so the form offers Reload. */
function withConflict(message: string) {
  return (e: unknown): never => {
    if (e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, message);
    throw e;
  };
}

/** GET/PUT /api/v1/settings/shipping-schedule, with the account's warehouses a time zone is kept for. */
export function useShippingSchedule() {
  const { client } = useApi();
  const api = useMemo(() => shippingScheduleApi(client), [client]);
  const load = useCallback(async () => {
    const [schedule, warehouses] = await Promise.all([api.schedule(), warehousesApi(client).list()]);
    return { ...schedule, warehouses };
  }, [api, client]);
  const loaded = useLoad(load);
  const save = useCallback(
    (schedule: ShippingSchedule, version: number) =>
      api.saveSchedule({ ...schedule, version }).catch(withConflict(SCHEDULE_MESSAGES.conflict)),
    [api],
  );
  return { ...loaded, save };
}

/** GET/PUT /api/v1/settings/fill-time-sla, with the account's warehouses it is set for. */
export function useFillTimeSla() {
  const { client } = useApi();
  const api = useMemo(() => shippingScheduleApi(client), [client]);
  const load = useCallback(async () => {
    const [sla, warehouses] = await Promise.all([api.fillTimeSla(), warehousesApi(client).list()]);
    return { ...sla, warehouses: warehouses as Warehouse[] };
  }, [api, client]);
  const loaded = useLoad(load);
  const save = useCallback(
    (sla: FillTimeSla, version: number) =>
      api.saveFillTimeSla({ ...sla, version }).catch(withConflict(FILL_TIME_MESSAGES.conflict)),
    [api],
  );
  return { ...loaded, save };
}
