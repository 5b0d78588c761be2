import { z } from 'zod';

/** Zone (accounts §3): zone, countries, regions. */
export const zoneSchema = z.object({
  id: z.string().optional(),
  zone: z.string(),
  countries: z.array(z.string()).default([]),
  regions: z.array(z.string()).default([]),
});
export type Zone = z.output<typeof zoneSchema>;

/** Zone mapping (orders §3 "Other"): zipcodes or states, carrier, service, shop. */
export const zoneMappingSchema = z.object({
  id: z.string().optional(),
  zipcodes: z.array(z.string()).default([]),
  states: z.array(z.string()).default([]),
  carriers: z.array(z.string()).default([]),
  services: z.array(z.string()).default([]),
  shops: z.array(z.string()).default([]),
});
export type ZoneMapping = z.output<typeof zoneMappingSchema>;
