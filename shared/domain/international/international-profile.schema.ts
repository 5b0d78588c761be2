import { z } from 'zod';
import { internationalSettingsSchema } from '../shipments/shipment.schema';

/** International profile (accounts §3): the international settings plus profileName and isDefault. */
export const internationalProfileSchema = internationalSettingsSchema.extend({
  id: z.string().optional(),
  profileName: z.string(),
  description: z.string().default(''),
  isDefault: z.boolean().default(false),
});
export type InternationalProfile = z.output<typeof internationalProfileSchema>;
