import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { emailField, optionalText, phoneField, requiredText, zipField } from '../validation/fields.schema';
import { isEmail } from '../validation/patterns';
import { TEXT_MAX } from '../validation/bounded.schema';

/** Tracking lookup (accounts §3): tracking, email, order; each capped (a tracking code is an id, an order number short). */
export const trackingLookupFields = z.object({
  tracking: optionalText(TEXT_MAX.id),
  email: optionalText(TEXT_MAX.email),
  order: optionalText(TEXT_MAX.short),
});

/** accounts §5 Tracking lookup: email and order required when no tracking number is given. */
export function checkTrackingLookup(v: z.output<typeof trackingLookupFields>, ctx: z.RefinementCtx): void {
  if (v.tracking !== '') return;
  if (v.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.required });
  else if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.invalidEmail });
  if (v.order === '') ctx.addIssue({ code: 'custom', path: ['order'], message: MESSAGES.required });
}

export const trackingLookupFormSchema = trackingLookupFields.superRefine(checkTrackingLookup);

/** Contact form (accounts §5): message and valid email. */
export const contactFormSchema = z.object({ message: requiredText(), email: emailField() });

/** Apply form (accounts §5): company, phone, industry, address1, city, state, country, zip. */
export const applyFormSchema = z.object({
  companyName: requiredText(),
  phoneNumber: phoneField(),
  industry: requiredText(),
  address: z.object({
    address1: requiredText(),
    address2: optionalText(),
    city: requiredText(),
    state: requiredText(),
    country: requiredText(),
    zip: zipField(),
  }),
});
