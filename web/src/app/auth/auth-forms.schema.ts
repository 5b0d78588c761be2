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
