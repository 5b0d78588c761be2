import * as z from 'zod';
import {
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  requiredText,
  zipField,
} from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';
import { isKnownRegion, isSupportedCountry } from './regions';

/**
 * Shipping address (orders §3): company, name, email, phone, address1, address2, city, state,
 * country (default US), zip, residential. Caps from accounts §5 "Recipient": city 30; company,
 * name and address 35; phone and email optional on the order.
 */
export const shippingAddressSchema = z
  .object({
    company: optionalText(35),
    name: requiredText(35),
    email: optionalEmailField(),
    phone: optionalPhoneField(),
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
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** The recipient form (accounts §5 "Recipient", claim and order prefill) is the same rule set. */
export const recipientFormSchema = shippingAddressSchema;
