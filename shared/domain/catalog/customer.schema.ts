import * as z from 'zod';
import { isKnownRegion, isSupportedCountry } from '../address/regions';
import { MESSAGES } from '../validation/messages';
import {
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  requiredText,
  zipField,
} from '../validation/fields.schema';

/**
 * A customer's address: the shipping-address fields (orders §3) that are not the customer's
 * own (name, email, phone, company live on the customer), with the Recipient caps (accounts §5).
 */
export const customerAddressSchema = z
  .object({
    address1: requiredText(35),
    address2: optionalText(35),
    city: requiredText(30),
    state: requiredText(35),
    country: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 'US' : v),
      z.string().trim().toUpperCase().refine(isSupportedCountry, MESSAGES.invalid),
    ),
    zip: zipField(),
    residential: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (isSupportedCountry(a.country) && !isKnownRegion(a.country, a.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.invalidState });
    }
  });

/** Customer: name, email, phone, address, company. Only the name is required. */
export const customerFormSchema = z.object({
  name: requiredText(35),
  email: optionalEmailField(50),
  phone: optionalPhoneField(),
  company: optionalText(35),
  address: customerAddressSchema.nullish().transform((a) => a ?? null),
});
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

/** Customers are matched by email case-insensitively (bulk create upserts by email). */
export function customerEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
