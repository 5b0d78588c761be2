import { z } from 'zod';
import { OUR_MESSAGES } from '../validation/messages';
import { requiredText } from '../validation/fields.schema';

/** Zone (accounts §5): zone name required. */
export const zoneFormSchema = z.object({
  zone: requiredText(),
  countries: z.array(z.string()).default([]),
  regions: z.array(z.string()).default([]),
});

/** Zone mapping (orders §5, accounts §5): at least 1 zipcode or state, 1 carrier, 1 service, 1 shop. */
export const zoneMappingFormSchema = z
  .object({
    zipcodes: z.array(z.string().trim().min(1)).default([]),
    states: z.array(z.string().trim().min(1)).default([]),
    carriers: z.array(z.string()).min(1, OUR_MESSAGES.atLeastOne('carrier')),
    services: z.array(z.string()).min(1, OUR_MESSAGES.atLeastOne('service')),
    shops: z.array(z.string()).min(1, OUR_MESSAGES.atLeastOne('shop')),
  })
  .refine((m) => m.zipcodes.length + m.states.length > 0, { path: ['zipcodes'], message: OUR_MESSAGES.atLeastOne('zipcode or state') });
