import * as z from 'zod';
import { emailField, optionalUrlField, phoneField, requiredText } from '../validation/fields.schema';

/** Company profile (accounts §3): companyEmail, companyName, companyPhone, website. Name capped at 30 as signup's companyName. */
export const companyProfileSchema = z.object({
  companyEmail: emailField(255),
  companyName: requiredText(30),
  companyPhone: phoneField(),
  website: optionalUrlField(255),
});
export type CompanyProfile = z.output<typeof companyProfileSchema>;
