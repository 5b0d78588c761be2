import * as z from 'zod';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';
import { MESSAGES } from '../validation/messages';
import { QUANTITY_MAX, TEXT_MAX, text, tolerantNumber } from '../validation/bounded.schema';

/** accounts §5 / orders §5 "International profile: name, description (maximum 250), quantity and HTS code". */
export const PROFILE_DESCRIPTION_MAX = 250;

const required = (max: number) => text(max).trim().min(1, MESSAGES.required);

/** The HTS code the picker fills (accounts §3 htsCode{label, value, description}): its value is the code. */
export const profileHtsCodeSchema = z.object(
  {
    label: text(TEXT_MAX.name).default(''),
    value: required(TEXT_MAX.id),
    description: text(PROFILE_DESCRIPTION_MAX).default(''),
  },
  { error: MESSAGES.required },
);

/**
 * One international profile as the settings form and the API take it: the spec's four checks (name,
 * description at most 250, quantity, HTS code), the customs choices from their lists, and whether it
 * is the account's default. Ids and the default's uniqueness are the server's.
 */
export const internationalProfileFormSchema = z.object({
  profileName: required(TEXT_MAX.name),
  description: text(PROFILE_DESCRIPTION_MAX).default(''),
  contentType: z.enum(CONTENT_TYPES, { error: MESSAGES.invalid }).optional(),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS, { error: MESSAGES.invalid }).optional(),
  htsCode: profileHtsCodeSchema,
  quantity: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? undefined : v),
      tolerantNumber({
        min: 1,
        max: QUANTITY_MAX,
        integer: true,
        messages: { integer: MESSAGES.quantityInteger, min: MESSAGES.quantityAtLeastOne },
      }).optional(),
    )
    .refine((q) => q !== undefined, MESSAGES.quantityRequired),
  countryOfOrigin: text(2).trim().toUpperCase().optional(),
  isDefault: z.boolean().default(false),
});
export type InternationalProfileForm = z.output<typeof internationalProfileFormSchema>;
export type InternationalProfileFormInput = z.input<typeof internationalProfileFormSchema>;
