import * as z from 'zod';
import { internationalSettingsSchema } from '../shipments/shipment.schema';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/** International profile (accounts §3): the international settings plus profileName and isDefault. */
export const internationalProfileSchema = internationalSettingsSchema.extend({
  id: text(TEXT_MAX.id).optional(),
  profileName: text(TEXT_MAX.name),
  description: text(250).default(''),
  isDefault: z.boolean().default(false),
});
export type InternationalProfile = z.output<typeof internationalProfileSchema>;
