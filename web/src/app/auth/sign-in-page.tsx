import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { RouterLink } from '#web/components/router-link';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { signInFlowFor } from '../boot';
import { useRuntimeConfig } from '../runtime-config-context';
import { useAuth } from './auth-context';
import { AuthFormPage, TextField, useFormSubmit } from './auth-form-page';
import { newPasswordFormSchema, signInFormSchema } from './auth-forms.schema';
import { MagicLinkRequestForm } from './magic-link-request-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

export function SignInPage() {
  const config = useRuntimeConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const form = useSchemaForm(signInFormSchema, { email: '', password: '' });
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [mode, setMode] = useState<'password' | 'link'>('password');

  async function finish() {
    await auth.refresh();
    navigate(from, { replace: true });
  }

  const { submit, submitting, error, setError } = useFormSubmit(form.validate, async () => {
    const email = form.values.email.trim();
    const { nextStep } = await signIn({
      username: email,
      password: form.values.password,
      options: { authFlowType: signInFlowFor(config) },
    });
    if (nextStep.signInStep === 'DONE') return await finish();
    if (nextStep.signInStep === 'CONFIRM_SIGN_UP')
      return navigate(`/confirm-sign-up?email=${encodeURIComponent(email)}`);
    if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return setNeedsNewPassword(true);
    setError(`This sign-in step is not supported yet: ${nextStep.signInStep}`);
  });

  if (needsNewPassword) return <NewPasswordForm onDone={finish} />;

  const footer = (
    <Box textAlign="center">
      New to Shipdeck? <RouterLink href="/sign-up">Create an account</RouterLink>
    </Box>
  );
  if (mode === 'link')
    return (
      <MagicLinkRequestForm
        initialEmail={form.values.email}
        footer={footer}
        onUsePassword={() => setMode('password')}
      />
    );

  return (
    <AuthFormPage
      title="Sign in"
      footer={footer}
      error={error}
      submitLabel="Sign in"
      submitting={submitting}
      onSubmit={submit}
    >
      {auth.sessionEnded && <Alert type="info">Your session has ended. Please sign in again.</Alert>}
      <SocialSignInButtons />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <Box textAlign="center" color="text-body-secondary">
        or
      </Box>
      <Button formAction="none" fullWidth iconName="envelope" onClick={() => setMode('link')}>
        Email me a sign-in link
      </Button>
    </AuthFormPage>
  );
}

function NewPasswordForm({ onDone }: { onDone: () => Promise<void> }) {
  const form = useSchemaForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const { submit, submitting, error, setError } = useFormSubmit(form.validate, async () => {
    const { nextStep } = await confirmSignIn({ challengeResponse: form.values.password });
    if (nextStep.signInStep === 'DONE') await onDone();
    else setError(`This sign-in step is not supported yet: ${nextStep.signInStep}`);
  });

  return (
    <AuthFormPage
      title="Choose a new password"
      description="Your account needs a new password before you continue."
      error={error}
      submitLabel="Save password"
      submitting={submitting}
      onSubmit={submit}
    >
      <TextField form={form} name="password" label="New password" type="password" autoComplete="new-password" />
      <TextField
        form={form}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </AuthFormPage>
  );
}
