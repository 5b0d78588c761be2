import * as z from 'zod';
import type { TrackingPageView } from '#domain/tracking/tracking-page.rules';
import {
  trackingPageSettingsObject,
  type TrackingPageBranding,
  type TrackingPageSettings,
} from '#domain/tracking/tracking-page.schema';
import { checkFaq } from '#domain/forms/template-form.schema';
import { subdomainField } from '#domain/validation/fields.schema';
import { checkTrackingLookup, trackingLookupFields } from '#domain/forms/public-forms.schema';
import { MESSAGES } from '#domain/validation/messages';

/**
 * PUT /api/v1/settings/tracking-page: the settings the merchant edits (the form's schema, so the
 * web and the API answer the same messages) and the version the form was loaded at (409 when stale).
 */
export const trackingPageSettingsRequestSchema = trackingPageSettingsObject
  .extend({
    version: z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(0, MESSAGES.invalid).optional(),
  })
  .superRefine(checkFaq);
export type TrackingPageSettingsRequest = z.input<typeof trackingPageSettingsRequestSchema>;
export type TrackingPageSettingsChange = z.output<typeof trackingPageSettingsRequestSchema>;

/** GET/PUT /api/v1/settings/tracking-page answer: the stored settings, or the defaults at version 0. */
export type TrackingPageSettingsView = TrackingPageSettings & {
  version: number;
  isDefault: boolean;
  updatedAt: string | null;
};

/** The message of a subdomain another account holds (409 with the field's message). */
export const SUBDOMAIN_TAKEN = 'This subdomain is already taken';

/**
 * POST /api/v1/public/tracking-lookup (accounts §3 Tracking lookup: tracking, email, order; §5
 * "email and order required when no tracking number is given"). The subdomain is the page's host.
 */
export const trackingLookupRequestSchema = trackingLookupFields
  .extend({ subDomain: subdomainField() })
  .superRefine(checkTrackingLookup);
export type TrackingLookupRequest = z.input<typeof trackingLookupRequestSchema>;
export type TrackingLookup = z.output<typeof trackingLookupRequestSchema>;

/** GET /api/v1/public/tracking-pages/{subDomain}: the page's branding before any lookup. */
export const trackingPageParamsSchema = z.object({ subDomain: subdomainField() });

export type TrackingPageBrandingView = TrackingPageBranding;
export type TrackingLookupView = TrackingPageView;

/**
 * Every miss of a public lookup answers this one 404: an unknown subdomain, a tracking number of no
 * shipment or of another account's, an unknown order number, or an email that is not the order's.
 */
export const TRACKING_LOOKUP_MISS = 'Shipment';
/** A subdomain no account holds: `Tracking page not found`. */
export const TRACKING_PAGE_MISS = 'Tracking page';
