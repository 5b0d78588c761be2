import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { emailField, optionalText, phoneField, requiredText, subdomainField } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** accounts §9: password 7 to 30. */
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 30;

const password = () => requiredText(PASSWORD_MAX, PASSWORD_MIN);

/** Login (accounts §5): email valid and required; password minimum 7. */
export const loginFormSchema = z.object({
  email: emailField(),
  password: requiredText(undefined, PASSWORD_MIN),
});

/** Email change (accounts §5): email maximum 255; confirmEmail must equal email. */
export const emailChangeFormSchema = z
  .object({ email: emailField(255), confirmEmail: requiredText(255) })
  .refine((v) => v.email === v.confirmEmail, { path: ['confirmEmail'], message: MESSAGES.emailsDoNotMatch });

/** Password change (accounts §5): 7 to 30 characters; confirmation must match. */
export const passwordChangeFormSchema = z
  .object({ password: password(), confirmPassword: requiredText() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** Signup (accounts §3 fields, §5 rules). */
export const signupFormSchema = z
  .object({
    emailreal: emailField(255),
    password: password(),
    confirmPassword: requiredText(),
    name: requiredText(30),
    companyName: requiredText(30),
    referralPartner: optionalText(60),
    phone: phoneField(),
    heardFrom: requiredText(TEXT_MAX.short),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type SignupForm = z.output<typeof signupFormSchema>;

/** Partner-like form (accounts §5): email valid; name maximum 60; permalink required, maximum 40. */
export const partnerFormSchema = z.object({
  email: emailField(),
  name: requiredText(60),
  permalink: requiredText(40),
});

/** Group values (accounts §6); only merchant:admin is given to invited team members. */
export const GROUPS = ['merchant:admin', 'god-mode'] as const;

/** Team member invite (accounts §5): email, name and group (merchant:admin) required. */
export const teamInviteFormSchema = z.object({
  email: emailField(),
  name: requiredText(TEXT_MAX.name),
  group: z.literal('merchant:admin', { error: MESSAGES.required }),
});

/** Tracking-page subdomain (accounts §5). */
export const subdomainFormSchema = z.object({ subDomain: subdomainField() });
