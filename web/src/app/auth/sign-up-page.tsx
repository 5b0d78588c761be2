import { useNavigate } from 'react-router-dom';
import { signUp } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { RouterLink } from '#web/components/router-link';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { AuthFormPage, TextField, useFormSubmit } from './auth-form-page';
import { signUpFormSchema } from './auth-forms.schema';
import { CompanyNameField, SignupPersonFields } from './signup-answer-fields';
import { browserStore, rememberSignupAnswers } from './signup-answers.storage';

const EMPTY_SIGNUP = {
  emailreal: '',
  password: '',
  confirmPassword: '',
  name: '',
  companyName: '',
  referralPartner: '',
  phone: '',
  heardFrom: '',
};

/** Signup (accounts §3, §5): the login goes to Cognito; the other answers wait for the account step. */
export function SignUpPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpFormSchema, EMPTY_SIGNUP);
  const { submit, submitting, error } = useFormSubmit(form.validate, async () => {
    const { emailreal, password, name, companyName, phone, heardFrom, referralPartner } = signUpFormSchema.parse(
      form.values,
    );
    const { nextStep } = await signUp({
      username: emailreal,
      password,
      options: { userAttributes: { email: emailreal } },
    });
    rememberSignupAnswers(browserStore(), emailreal, { name, companyName, phone, heardFrom, referralPartner });
    if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') navigate(`/confirm-sign-up?email=${encodeURIComponent(emailreal)}`);
    else navigate('/sign-in');
  });

  return (
    <AuthFormPage
      title="Create your Shipdeck login"
      description="We will email you a confirmation code."
      footer={
        <Box textAlign="center">
          Already have an account? <RouterLink href="/sign-in">Sign in</RouterLink>
        </Box>
      }
      wide
      error={error}
      submitLabel="Sign up"
      submitting={submitting}
      onSubmit={submit}
    >
      <ColumnLayout columns={2}>
        <TextField form={form} name="emailreal" label="Email" type="email" autoComplete="username" />
        <CompanyNameField form={form} />
        <TextField
          form={form}
          name="password"
          label="Password"
          constraintText="7 to 30 characters."
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
      </ColumnLayout>
      <SignupPersonFields form={form} />
    </AuthFormPage>
  );
}
