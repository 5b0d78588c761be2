import * as z from 'zod';
import { MESSAGES } from '../validation/messages';

/**
 * A warehouse's fill time SLA: how long an order may wait there before it ships. In hours (a same-day
 * promise) or in business days, counted in the schedule's ship days so weekends and holidays do not eat it.
 */
export const FILL_TIME_UNITS = ['hours', 'businessDays'] as const;
export type FillTimeUnit = (typeof FILL_TIME_UNITS)[number];
export const FILL_TIME_UNIT_LABELS: Record<FillTimeUnit, string> = { hours: 'Hours', businessDays: 'Business days' };
/** A month in either unit: past that, the SLA stops meaning anything. */
export const FILL_TIME_MAX: Record<FillTimeUnit, number> = { hours: 720, businessDays: 30 };
export const FILL_TIME_WAREHOUSES_MAX = 50;

export const FILL_TIME_SLA_MESSAGES = {
  amount: 'Fill time must be a whole number of at least 1',
  tooLong: (unit: FillTimeUnit) =>
    `Fill time can be at most ${FILL_TIME_MAX[unit]} ${FILL_TIME_UNIT_LABELS[unit].toLowerCase()}`,
  duplicateWarehouse: 'Each warehouse only once',
} as const;

export const warehouseFillTimeSchema = z
  .object({
    warehouseId: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(64, MESSAGES.tooLong),
    amount: z
      .number({ error: FILL_TIME_SLA_MESSAGES.amount })
      .int(FILL_TIME_SLA_MESSAGES.amount)
      .min(1, FILL_TIME_SLA_MESSAGES.amount)
      .max(FILL_TIME_MAX.hours, FILL_TIME_SLA_MESSAGES.tooLong('hours')),
    unit: z.enum(FILL_TIME_UNITS, { error: MESSAGES.invalid }),
  })
  .superRefine((w, ctx) => {
    if (w.amount > FILL_TIME_MAX[w.unit])
      ctx.addIssue({ code: 'custom', message: FILL_TIME_SLA_MESSAGES.tooLong(w.unit), path: ['amount'] });
  });
export type WarehouseFillTime = z.output<typeof warehouseFillTimeSchema>;

/** The account's fill time SLAs, one per warehouse that has one; a warehouse without one is never flagged. */
export const fillTimeSlaSchema = z.object({
  warehouses: z
    .array(warehouseFillTimeSchema, { error: MESSAGES.invalid })
    .max(FILL_TIME_WAREHOUSES_MAX, MESSAGES.invalid)
    .refine(
      (list) => new Set(list.map((w) => w.warehouseId)).size === list.length,
      FILL_TIME_SLA_MESSAGES.duplicateWarehouse,
    )
    .default([]),
});
export type FillTimeSla = z.output<typeof fillTimeSlaSchema>;
