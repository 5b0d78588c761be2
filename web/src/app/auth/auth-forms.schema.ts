import { z } from 'zod';
import { loginFormSchema, passwordChangeFormSchema } from '../../../../shared/domain/forms/auth-forms.schema';
import { requiredText } from '../../../../shared/domain/validation/fields.schema';

// The Cognito steps of accounts §5 Login/Signup, composed from the shared form rules: the login
// (email + password 7–30 + matching confirmation) is created first; company name comes on the
// "create your merchant account" step (createAccountRequestSchema).
export const signInFormSchema = loginFormSchema;

export const signUpFormSchema = loginFormSchema.pick({ email: true }).and(passwordChangeFormSchema);

export const confirmSignUpFormSchema = z.object({
  email: loginFormSchema.shape.email,
  code: requiredText(),
});

export const newPasswordFormSchema = passwordChangeFormSchema;
