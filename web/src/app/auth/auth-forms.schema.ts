import { z } from 'zod';
import { MESSAGES } from '../../../../shared/domain/validation/messages';
import { EMAIL_PATTERN } from '../../../../shared/domain/validation/patterns';

// Accounts §5 Login / Signup. Cognito owns these flows (no Shipdeck API validates them),
// so the web forms are the only place the rules run; built from the shared messages and patterns.
const email = z.string().trim().min(1, MESSAGES.required).regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
const password = z.string().min(1, MESSAGES.required).min(7, MESSAGES.tooShort);

export const signInFormSchema = z.object({ email, password });

export const signUpFormSchema = z
  .object({
    email,
    password: password.max(30, MESSAGES.tooLong),
    confirmPassword: z.string().min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });

export const confirmSignUpFormSchema = z.object({
  email,
  code: z.string().trim().min(1, MESSAGES.required),
});

export const newPasswordFormSchema = z
  .object({ password: password.max(30, MESSAGES.tooLong), confirmPassword: z.string().min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
