import * as z from 'zod';
import { emailField, optionalUrlField, phoneField, requiredText } from '../validation/fields.schema';
import { MESSAGES } from '../validation/messages';
import { bytesAt, JPEG_SIGNATURE, PNG_SIGNATURE } from '../files/magic-bytes.rules';

/** Company profile (accounts §3): companyEmail, companyName, companyPhone, website. Name capped at 30 as signup's companyName. */
export const companyProfileSchema = z.object({
  companyEmail: emailField(255),
  companyName: requiredText(30),
  companyPhone: phoneField(),
  website: optionalUrlField(255),
});
export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** The company logo's largest size (accounts §9): 2,097,152 bytes. */
export const COMPANY_LOGO_MAX_BYTES = 2_097_152;
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type CompanyLogoType = (typeof COMPANY_LOGO_TYPES)[number];

export const COMPANY_MESSAGES = {
  saved: 'Company profile saved.',
  logoSaved: 'Logo saved. It now heads your packing slips and tracking page.',
  logoRemoved: 'Logo removed.',
  logoTooLarge: 'The logo must be at most 2 MB (2,097,152 bytes).',
  logoNotImage: 'The logo must be a PNG or JPEG image.',
} as const;

/** base64 of the largest logo, with room for padding. */
const LOGO_BASE64_MAX = Math.ceil(COMPANY_LOGO_MAX_BYTES / 3) * 4 + 4;

/** PUT /api/v1/company/logo: the image, base64. */
export const companyLogoUploadSchema = z.object({
  contentType: z.enum(COMPANY_LOGO_TYPES, { error: COMPANY_MESSAGES.logoNotImage }),
  dataBase64: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(LOGO_BASE64_MAX, COMPANY_MESSAGES.logoTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, COMPANY_MESSAGES.logoNotImage),
});
export type CompanyLogoUpload = z.output<typeof companyLogoUploadSchema>;

/** Why these bytes are not an acceptable logo of the declared type (its size, then its magic bytes), or undefined. */
export function companyLogoProblem(bytes: Uint8Array, contentType: CompanyLogoType): string | undefined {
  if (bytes.length === 0) return COMPANY_MESSAGES.logoNotImage;
  if (bytes.length > COMPANY_LOGO_MAX_BYTES) return COMPANY_MESSAGES.logoTooLarge;
  const ok = bytesAt(bytes, 0, contentType === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE);
  return ok ? undefined : COMPANY_MESSAGES.logoNotImage;
}

/** GET/PUT /api/v1/company: the profile, and a short-lived link to the logo when there is one. */
export interface CompanyProfileView extends CompanyProfile {
  logoUrl?: string;
  /** False until the merchant saves it (the name is then the account's). */
  saved: boolean;
}

/** What pages and documents show of the company: its name and, when there is one, its logo. */
export interface CompanyBrand {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  website: string;
  logo?: { key: string; contentType: CompanyLogoType };
}
