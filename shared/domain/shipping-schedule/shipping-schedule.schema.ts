import * as z from 'zod';
import { onboardingScheduleStepSchema } from '../forms/onboarding-form.schema';
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
} as const;

/**
 * The account's shipping schedule (accounts §5 Onboarding: "shipping schedule needs a timezone"): the days
 * orders ship and the time of day after which an order ships the next ship day, in `timezone`.
 */
export const shippingScheduleSchema = onboardingScheduleStepSchema.extend({
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
export type ShippingSchedule = z.output<typeof shippingScheduleSchema>;

/** What the schedule starts as before the merchant sets one: weekdays, a 2 pm cutoff, Central time. */
export const DEFAULT_SHIPPING_SCHEDULE: ShippingSchedule = {
  timezone: 'America/Chicago',
  shipDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  cutoffTime: '14:00',
};
