import * as z from 'zod';
import { HUMAN_CHECK_FIELD, HUMAN_CHECK_TOKEN_MAX } from '#domain/human-check/human-check.rules';
import { normalizePermalink, partnerRegistrationFormSchema } from '#domain/partners/partner.schema';

export const PARTNERS_PATH = '/api/v1/public/partners';
export const partnerVisitsPath = (permalink: string) => `${PARTNERS_PATH}/${encodeURIComponent(permalink)}/visits`;
export const partnerDashboardPath = (permalink: string) =>
  `${PARTNERS_PATH}/${encodeURIComponent(permalink)}/dashboard`;

/** The header the dashboard's secret travels in (never in a URL the server logs). */
export const PARTNER_SECRET_HEADER = 'x-partner-secret';

/** The site pages of the program: the partner's public link and their private dashboard (secret in the fragment). */
export const partnerLinkPath = (permalink: string) => `/partners/${encodeURIComponent(permalink)}`;
export const partnerDashboardPagePath = (permalink: string, secret: string) =>
  `/partners/${encodeURIComponent(permalink)}/dashboard#${secret}`;
/** Where a partner's link sends the visitor: the app's sign-up with the partner prefilled as referralPartner. */
export const signUpWithReferralPath = (permalink: string) => `/sign-up?ref=${encodeURIComponent(permalink)}`;

export const partnerRegistrationRequestSchema = partnerRegistrationFormSchema
  .extend({ [HUMAN_CHECK_FIELD]: z.string().max(HUMAN_CHECK_TOKEN_MAX).optional() })
  .strict();
export type PartnerRegistrationRequest = z.input<typeof partnerRegistrationRequestSchema>;

/** A permalink in a path: capped like the form's, normalized the same way. */
export const partnerParamsSchema = z.object({ permalink: z.string().min(1).max(40).transform(normalizePermalink) });

/** The dashboard's secret header as API Gateway hands it over. */
export const partnerSecretHeadersSchema = z.object({ [PARTNER_SECRET_HEADER]: z.string().min(1).max(100) });

/** 201: the partner's link, and the private dashboard link, shown this once. */
export interface PartnerRegistered {
  permalink: string;
  linkPath: string;
  dashboardPath: string;
  message: string;
}

export interface PartnerDashboard {
  name: string;
  permalink: string;
  linkPath: string;
  since: string;
  visits: number;
  signUpCount: number;
  signUps: { signedUpAt: string; companyName: string }[];
}
