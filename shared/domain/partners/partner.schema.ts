import * as z from 'zod';
import { partnerFormSchema } from '../forms/auth-forms.schema';

/** A permalink is a path segment of the partner's link (`/partners/<permalink>`): letters, digits, - and _. */
export const PERMALINK_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Ours: the spec requires the permalink and caps it, but words neither its characters nor its uniqueness. */
export const PARTNER_MESSAGES = {
  permalinkCharacters: 'Use letters, digits, hyphens and underscores only',
  permalinkTaken: 'This permalink is already taken',
  registered:
    'You are a Shipdeck partner. Share your link; sign-ups through it show on your dashboard. We have emailed you both links.',
} as const;

/** One spelling per permalink: links are case-insensitive, so `Acme` and `acme` are one partner. */
export function normalizePermalink(value: string): string {
  return value.trim().toLowerCase();
}

/** Partner-like form (accounts §5: email valid; name maximum 60; permalink required, maximum 40; unique). */
export const partnerRegistrationFormSchema = partnerFormSchema.extend({
  permalink: partnerFormSchema.shape.permalink
    .transform(normalizePermalink)
    .refine((v) => PERMALINK_PATTERN.test(v), PARTNER_MESSAGES.permalinkCharacters),
});
export type PartnerRegistrationForm = z.output<typeof partnerRegistrationFormSchema>;
