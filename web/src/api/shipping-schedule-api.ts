import type {
  FillTimeSlaRequest,
  FillTimeSlaResponse,
  ShippingScheduleRequest,
  ShippingScheduleResponse,
} from '#api/shipping-schedule';
import type { ApiClient } from './api-client';

const SCHEDULE = '/api/v1/settings/shipping-schedule';
const FILL_TIME_SLA = '/api/v1/settings/fill-time-sla';

/** The shipping schedule and the fill time SLA per warehouse, each saved on the version it was read at. */
export function shippingScheduleApi(client: ApiClient) {
  return {
    schedule: (): Promise<ShippingScheduleResponse> => client.get(SCHEDULE),
    saveSchedule: (request: ShippingScheduleRequest): Promise<ShippingScheduleResponse> =>
      client.put(SCHEDULE, request),
    fillTimeSla: (): Promise<FillTimeSlaResponse> => client.get(FILL_TIME_SLA),
    saveFillTimeSla: (request: FillTimeSlaRequest): Promise<FillTimeSlaResponse> => client.put(FILL_TIME_SLA, request),
  };
}
