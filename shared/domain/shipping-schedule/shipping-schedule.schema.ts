import * as z from 'zod';
import { onboardingScheduleStepSchema } from './schedule-timezone.schema';
import { isValidTimeZone } from '../dates/zoned-time.rules';
import { MESSAGES } from '../validation/messages';

/** Weekdays as the schedule stores them; weeks run Sunday to Saturday (accounts §9). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** Ours: the spec names a cutoff only through "shipping schedule"; a 24-hour HH:mm in the schedule's timezone. */
export const CUTOFF_TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SHIPPING_SCHEDULE_MESSAGES = {
  cutoffFormat: 'Cutoff time must be HH:mm (24-hour)',
  atLeastOneDay: 'At least one ship day is required',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  tooManyBlackoutDates: 'At most 60 blackout dates',
  duplicateBlackoutDate: 'Each blackout date only once',
} as const;

/**
 * What the onboarding wizard asks (accounts §5 Onboarding: "shipping schedule needs a timezone"): the days
 * orders ship and the time of day after which an order ships the next ship day, in `timezone`.
 */
export const shippingScheduleBasicsSchema = onboardingScheduleStepSchema.extend({
  shipDays: z
    .array(z.enum(WEEKDAYS, { error: MESSAGES.invalid }), { error: MESSAGES.required })
    .max(WEEKDAYS.length, MESSAGES.invalid)
    .refine((days) => days.length > 0, SHIPPING_SCHEDULE_MESSAGES.atLeastOneDay)
    .refine((days) => new Set(days).size === days.length, MESSAGES.invalid),
  cutoffTime: z
    .string({ error: MESSAGES.required })
    .max(5, SHIPPING_SCHEDULE_MESSAGES.cutoffFormat)
    .regex(CUTOFF_TIME_FORMAT, SHIPPING_SCHEDULE_MESSAGES.cutoffFormat),
});
export type ShippingScheduleBasics = z.output<typeof shippingScheduleBasicsSchema>;

/** A year of blackout days is plenty; the list is a form's list, not a calendar feed. */
export const BLACKOUT_DATES_MAX = 60;
/** One timezone per warehouse; accounts hold a handful of warehouses. */
export const WAREHOUSE_TIMEZONES_MAX = 50;

const isoDay = z
  .string({ error: MESSAGES.required })
  .max(10, SHIPPING_SCHEDULE_MESSAGES.dateFormat)
  .regex(/^\d{4}-\d{2}-\d{2}$/, SHIPPING_SCHEDULE_MESSAGES.dateFormat)
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: SHIPPING_SCHEDULE_MESSAGES.dateFormat,
    },
  );

/**
 * The account's whole shipping schedule: the basics plus whether the carriers' holidays stop shipping,
 * the merchant's own blackout dates, and a timezone per warehouse where it differs from `timezone`.
 */
export const shippingScheduleSchema = shippingScheduleBasicsSchema.extend({
  carrierHolidays: z.boolean({ error: MESSAGES.invalid }).default(true),
  blackoutDates: z
    .array(isoDay, { error: MESSAGES.invalid })
    .max(BLACKOUT_DATES_MAX, SHIPPING_SCHEDULE_MESSAGES.tooManyBlackoutDates)
    .refine((days) => new Set(days).size === days.length, SHIPPING_SCHEDULE_MESSAGES.duplicateBlackoutDate)
    .default([]),
  warehouseTimezones: z
    .record(
      z.string().min(1, MESSAGES.required).max(64, MESSAGES.tooLong),
      z.string().max(64, MESSAGES.tooLong).refine(isValidTimeZone, MESSAGES.invalid),
    )
    .refine((m) => Object.keys(m).length <= WAREHOUSE_TIMEZONES_MAX, MESSAGES.invalid)
    .default({}),
});
export type ShippingSchedule = z.output<typeof shippingScheduleSchema>;
export type ShippingScheduleInput = z.input<typeof shippingScheduleSchema>;

/** What the schedule starts as before the merchant sets one: weekdays, a 2 pm cutoff, Central time. */
export const DEFAULT_SHIPPING_SCHEDULE: ShippingSchedule = {
  timezone: 'America/Chicago',
  shipDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  cutoffTime: '14:00',
  carrierHolidays: true,
  blackoutDates: [],
  warehouseTimezones: {},
};
