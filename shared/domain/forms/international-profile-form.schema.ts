import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { optionalText, requiredText } from '../validation/fields.schema';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';
import { quantityField } from './order-form.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** International profile (orders §5, accounts §5): name, description (max 250), quantity and HTS code. */
export const internationalProfileFormSchema = z.object({
  profileName: requiredText(TEXT_MAX.name),
  description: optionalText(250),
  quantity: quantityField(),
  htsCode: z.object(
    { label: requiredText(TEXT_MAX.id), value: requiredText(TEXT_MAX.id), description: optionalText(250) },
    { error: MESSAGES.required },
  ),
  contentType: z.enum(CONTENT_TYPES).optional(),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS).optional(),
  countryOfOrigin: optionalText(2),
  isDefault: z.boolean().default(false),
});
