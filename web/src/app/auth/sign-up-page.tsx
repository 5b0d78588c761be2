import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signUp } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../../components/router-link';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { authErrorMessage } from './auth-error';
import { AuthLayout } from './auth-layout';
import { signUpFormSchema } from './auth-forms.schema';

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpFormSchema, { email: '', password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!form.validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      const email = form.values.email.trim();
      const { nextStep } = await signUp({ username: email, password: form.values.password, options: { userAttributes: { email } } });
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') navigate(`/confirm-sign-up?email=${encodeURIComponent(email)}`);
      else navigate('/sign-in');
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Create your Shipdeck login"
      description="We will email you a confirmation code."
      footer={
        <Box textAlign="center">
          Already have an account? <RouterLink href="/sign-in">Sign in</RouterLink>
        </Box>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Form errorText={error} actions={<Button variant="primary" formAction="submit" loading={submitting}>Sign up</Button>}>
          <SpaceBetween size="m">
            <FormField label="Email" errorText={form.errors.email}>
              <Input type="email" autoComplete="username" value={form.values.email} onChange={(e) => form.setField('email', e.detail.value)} />
            </FormField>
            <FormField label="Password" constraintText="7 to 30 characters." errorText={form.errors.password}>
              <Input type="password" autoComplete="new-password" value={form.values.password} onChange={(e) => form.setField('password', e.detail.value)} />
            </FormField>
            <FormField label="Confirm password" errorText={form.errors.confirmPassword}>
              <Input type="password" autoComplete="new-password" value={form.values.confirmPassword} onChange={(e) => form.setField('confirmPassword', e.detail.value)} />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </AuthLayout>
  );
}
