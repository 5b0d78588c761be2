import * as z from 'zod';
import { DEFAULT_EMAIL_COLORS } from '../constants/settings.constants';
import { checkFaq, faqFormSchema, productUpsellFormSchema, templateColorField } from '../forms/template-form.schema';
import { optionalEmailField, optionalPhoneField, optionalText, optionalUrlField } from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';
import { isUrl } from '../validation/patterns';
import { isTrackingPageSubdomain } from './tracking-page-host.rules';

/** A logo is loaded by every shopper's browser from the merchant's host: https only, and a URL, not a data blob. */
export const LOGO_URL_MAX = 1_024;
/** The company name in the page's header (signup caps it at 30; stores may name themselves longer). */
export const TRACKING_PAGE_COMPANY_NAME_MAX = 60;

export function isHttpsUrl(value: string): boolean {
  return /^https:\/\//i.test(value.trim()) && isUrl(value);
}

/** accounts §5 Subdomain (and no reserved host name alone: isTrackingPageSubdomain), optional here ('' = no tracking page yet), kept lowercased: hosts are case-insensitive. */
export const optionalSubdomainField = () =>
  optionalText(63)
    .refine((v) => v === '' || isTrackingPageSubdomain(v), MESSAGES.invalidSubdomain)
    .transform((v) => v.toLowerCase());

export const trackingPageContactSchema = z
  .object({
    email: optionalEmailField(),
    phone: optionalPhoneField(),
    url: optionalUrlField(),
  })
  .default({ email: '', phone: '', url: '' });

/**
 * The branded tracking page of an account (orders §1 "Tracking pages are served on a per-user
 * subdomain", accounts §3 user subDomain): the subdomain, and what the page shows around the
 * journey. Colours, FAQ and upsell are the notification template's fields with its rules
 * (accounts §5 Templates), so a merchant fills both the same way.
 */
export const trackingPageSettingsObject = z.object({
  subDomain: optionalSubdomainField(),
  companyName: optionalText(TRACKING_PAGE_COMPANY_NAME_MAX),
  logoUrl: optionalText(LOGO_URL_MAX).refine((v) => v === '' || isHttpsUrl(v), MESSAGES.invalidUrl),
  colors: z
    .object({ header: templateColorField(), text: templateColorField(), details: templateColorField() })
    .default({ ...DEFAULT_EMAIL_COLORS }),
  faq: faqFormSchema,
  productUpsell: productUpsellFormSchema.default({ isActive: false, products: [] }),
  contact: trackingPageContactSchema,
});

export const trackingPageSettingsSchema = trackingPageSettingsObject.superRefine(checkFaq);
export type TrackingPageSettings = z.output<typeof trackingPageSettingsSchema>;
export type TrackingPageSettingsInput = z.input<typeof trackingPageSettingsSchema>;

/** The settings of an account that never saved any: no subdomain, the template colours. */
export function defaultTrackingPageSettings(): TrackingPageSettings {
  return trackingPageSettingsSchema.parse({});
}

/** Stored settings, read defensively: an item written before a field existed gains its default. */
export function storedTrackingPageSettings(stored: unknown): TrackingPageSettings {
  return trackingPageSettingsObject.safeParse(stored ?? {}).data ?? defaultTrackingPageSettings();
}

/** What the public page shows of the settings: everything but the subdomain it is served on. */
export type TrackingPageBranding = Omit<TrackingPageSettings, 'subDomain'>;
