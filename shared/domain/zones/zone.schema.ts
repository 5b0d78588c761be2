import * as z from 'zod';
import { LIST_MAX, TEXT_MAX, list, text } from '../validation/bounded.schema';
import { ZONE_ZIPCODES_MAX } from '../forms/zone-forms.schema';

/** Zone (accounts §3): zone, countries, regions. */
export const zoneSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  zone: text(TEXT_MAX.name),
  countries: list(text(TEXT_MAX.short), LIST_MAX.choices).default([]),
  regions: list(text(TEXT_MAX.short), LIST_MAX.choices).default([]),
});
export type Zone = z.output<typeof zoneSchema>;

/** Zone mapping (orders §3 "Other"): zipcodes or states, carrier, service, shop. */
export const zoneMappingSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  zipcodes: list(text(20), ZONE_ZIPCODES_MAX).default([]),
  states: list(text(TEXT_MAX.short), LIST_MAX.choices).default([]),
  carriers: list(text(TEXT_MAX.id), LIST_MAX.choices).default([]),
  services: list(text(TEXT_MAX.id), LIST_MAX.choices).default([]),
  shops: list(text(TEXT_MAX.email), LIST_MAX.choices).default([]),
});
export type ZoneMapping = z.output<typeof zoneMappingSchema>;
