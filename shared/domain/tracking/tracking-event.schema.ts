import * as z from 'zod';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** Tracking event (orders §3). */
export const trackingEventSchema = z.object({
  message: text(TEXT_MAX.note).default(''),
  description: text(TEXT_MAX.note).default(''),
  status: text(TEXT_MAX.short),
  status_detail: text(TEXT_MAX.short).default(''),
  datetime: text(TEXT_MAX.short),
  source: text(TEXT_MAX.short).default(''),
  tracking_location: z
    .object({
      city: text(TEXT_MAX.address).nullish(),
      state: text(TEXT_MAX.address).nullish(),
      country: text(TEXT_MAX.short).nullish(),
      zip: text(20).nullish(),
    })
    .default({}),
});
export type TrackingEvent = z.output<typeof trackingEventSchema>;
