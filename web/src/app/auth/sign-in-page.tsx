import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../../components/router-link';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { signInFlowFor } from '../boot';
import { useRuntimeConfig } from '../runtime-config-context';
import { useAuth } from './auth-context';
import { authErrorMessage } from './auth-error';
import { AuthLayout } from './auth-layout';
import { newPasswordFormSchema, signInFormSchema } from './auth-forms.schema';

export function SignInPage() {
  const config = useRuntimeConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const form = useSchemaForm(signInFormSchema, { email: '', password: '' });
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function finish() {
    await auth.refresh();
    navigate(from, { replace: true });
  }

  async function submit() {
    if (!form.validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      const email = form.values.email.trim();
      const { nextStep } = await signIn({
        username: email,
        password: form.values.password,
        options: { authFlowType: signInFlowFor(config) },
      });
      if (nextStep.signInStep === 'DONE') return await finish();
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return navigate(`/confirm-sign-up?email=${encodeURIComponent(email)}`);
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return setNeedsNewPassword(true);
      setError(`This sign-in step is not supported yet: ${nextStep.signInStep}`);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  }

  if (needsNewPassword) return <NewPasswordForm onDone={finish} />;

  return (
    <AuthLayout
      title="Sign in"
      footer={
        <Box textAlign="center">
          New to Shipdeck? <RouterLink href="/sign-up">Create an account</RouterLink>
        </Box>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Form
          errorText={error}
          actions={<Button variant="primary" formAction="submit" loading={submitting}>Sign in</Button>}
        >
          <SpaceBetween size="m">
            {auth.sessionEnded && <Alert type="info">Your session has ended. Please sign in again.</Alert>}
            <FormField label="Email" errorText={form.errors.email}>
              <Input type="email" autoComplete="username" value={form.values.email} onChange={(e) => form.setField('email', e.detail.value)} />
            </FormField>
            <FormField label="Password" errorText={form.errors.password}>
              <Input type="password" autoComplete="current-password" value={form.values.password} onChange={(e) => form.setField('password', e.detail.value)} />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </AuthLayout>
  );
}

function NewPasswordForm({ onDone }: { onDone: () => Promise<void> }) {
  const form = useSchemaForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!form.validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      const { nextStep } = await confirmSignIn({ challengeResponse: form.values.password });
      if (nextStep.signInStep === 'DONE') await onDone();
      else setError(`This sign-in step is not supported yet: ${nextStep.signInStep}`);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Choose a new password" description="Your account needs a new password before you continue.">
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Form errorText={error} actions={<Button variant="primary" formAction="submit" loading={submitting}>Save password</Button>}>
          <SpaceBetween size="m">
            <FormField label="New password" errorText={form.errors.password}>
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
