import * as z from 'zod';
import { loginFormSchema, passwordChangeFormSchema, signupFormSchema } from '#domain/forms/auth-forms.schema';
import { requiredText } from '#domain/validation/fields.schema';

// The forms of accounts §5 Login/Signup as the auth pages use them, straight from the shared
// rules. Signup asks every field at once: the login goes to Cognito, the rest comes back on the
// "create your merchant account" step (createAccountRequestSchema).
export const signInFormSchema = loginFormSchema;

export const signUpFormSchema = signupFormSchema;

export const confirmSignUpFormSchema = z.object({
  email: loginFormSchema.shape.email,
  code: requiredText(),
});

export const newPasswordFormSchema = passwordChangeFormSchema;

/**
 * Signup with an emailed link instead of a password (accounts §4: password or magic link): the
 * Signup fields less the password pair. Cognito still holds a password for the login, a random
 * one nobody sees (newUnusedPassword).
 */
export const linkSignUpFormSchema = z.object({
  emailreal: signupFormSchema.shape.emailreal,
  name: signupFormSchema.shape.name,
  companyName: signupFormSchema.shape.companyName,
  referralPartner: signupFormSchema.shape.referralPartner,
  phone: signupFormSchema.shape.phone,
  heardFrom: signupFormSchema.shape.heardFrom,
});

/** 24 random bytes as text: the password of a link-only login, never shown or kept. */
export function newUnusedPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[^A-Za-z0-9]/g, '') + 'Aa1!';
}
