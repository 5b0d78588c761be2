import { z } from 'zod';

/** Tracking event (orders §3). */
export const trackingEventSchema = z.object({
  message: z.string().default(''),
  description: z.string().default(''),
  status: z.string(),
  status_detail: z.string().default(''),
  datetime: z.string(),
  source: z.string().default(''),
  tracking_location: z
    .object({ city: z.string().nullish(), state: z.string().nullish(), country: z.string().nullish(), zip: z.string().nullish() })
    .default({}),
});
export type TrackingEvent = z.output<typeof trackingEventSchema>;
