import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { quantityField, requiredText } from '../validation/fields.schema';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** International settings (accounts §5 Order): content type, non-delivery, HTS code (description max 250), quantity, country of origin. */
export const internationalSettingsFormSchema = z.object({
  profileName: z.string().max(TEXT_MAX.name, MESSAGES.tooLong).optional(),
  contentType: z.enum(CONTENT_TYPES, { error: MESSAGES.required }),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS, { error: MESSAGES.required }),
  htsCode: z.object(
    { label: requiredText(TEXT_MAX.id), value: requiredText(TEXT_MAX.id), description: requiredText(250) },
    { error: MESSAGES.required },
  ),
  quantity: quantityField(),
  countryOfOrigin: requiredText(2, 2).transform((c) => c.toUpperCase()),
});
