import * as z from 'zod';
import { TEXT_MAX, count, money, text } from '../validation/bounded.schema';

/** Transit days are whole days; a year covers any carrier's estimate. */
const days = () => count(365);

/** Preferred rate (orders §3): service, carrier, shipBy, transit-day variants, markedUpRates.rate. */
export const preferredRateSchema = z.object({
  /** The quote of the shipment's last rate shop (allRates) this rate was chosen from. */
  rateId: text(TEXT_MAX.id).optional(),
  service: text(TEXT_MAX.id).default(''),
  carrier: text(TEXT_MAX.id).default(''),
  shipBy: text(TEXT_MAX.short).optional(),
  transitDays: days().nullish(),
  deliveryDays: days().nullish(),
  estDeliveryDays: days().nullish(),
  markedUpRates: z.object({ rate: money() }).partial().optional(),
});
export type PreferredRate = z.output<typeof preferredRateSchema>;
