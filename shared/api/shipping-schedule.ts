import * as z from 'zod';
import { fillTimeSlaSchema, type FillTimeSla } from '#domain/shipping-schedule/fill-time-sla.schema';
import { shippingScheduleSchema, type ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';

/** The version the form was loaded at: a concurrent save answers 409. */
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** PUT /api/v1/settings/shipping-schedule: the whole schedule. */
export const shippingScheduleRequestSchema = shippingScheduleSchema.extend({ version });
export type ShippingScheduleRequest = z.input<typeof shippingScheduleRequestSchema>;

/** GET/PUT /api/v1/settings/shipping-schedule. */
export interface ShippingScheduleResponse {
  schedule: ShippingSchedule;
  /** 0 until the account saves a schedule (`schedule` then holds the defaults). */
  version: number;
  /** The caller holds the shippingSchedule feature flag: only then do ship dates follow the schedule. */
  feature: boolean;
}

/** PUT /api/v1/settings/fill-time-sla: every warehouse's fill time at once. */
export const fillTimeSlaRequestSchema = fillTimeSlaSchema.extend({ version });
export type FillTimeSlaRequest = z.input<typeof fillTimeSlaRequestSchema>;

/** GET/PUT /api/v1/settings/fill-time-sla. */
export interface FillTimeSlaResponse {
  sla: FillTimeSla;
  version: number;
  feature: boolean;
}
