import { z } from 'zod';
import { storedNumber } from '../units/units.schema';

/** Preferred rate (orders §3): service, carrier, shipBy, transit-day variants, markedUpRates.rate. */
export const preferredRateSchema = z.object({
  service: z.string().default(''),
  carrier: z.string().default(''),
  shipBy: z.string().optional(),
  transitDays: storedNumber.nullish(),
  deliveryDays: storedNumber.nullish(),
  estDeliveryDays: storedNumber.nullish(),
  markedUpRates: z.object({ rate: storedNumber }).partial().optional(),
});
export type PreferredRate = z.output<typeof preferredRateSchema>;
