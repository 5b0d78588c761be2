import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../../components/router-link';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useNotifications } from '../notifications/notifications-context';
import { authErrorMessage } from './auth-error';
import { AuthLayout } from './auth-layout';
import { confirmSignUpFormSchema } from './auth-forms.schema';

export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const form = useSchemaForm(confirmSignUpFormSchema, { email: params.get('email') ?? '', code: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!form.validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      await confirmSignUp({ username: form.values.email.trim(), confirmationCode: form.values.code.trim() });
      notify({ type: 'success', content: 'Your email is confirmed. Sign in to continue.' });
      navigate('/sign-in');
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      await resendSignUpCode({ username: form.values.email.trim() });
      notify({ type: 'info', content: `A new code was sent to ${form.values.email.trim()}.` });
    } catch (e) {
      setError(authErrorMessage(e));
    }
  }

  return (
    <AuthLayout
      title="Confirm your email"
      description="Enter the code we emailed you."
      footer={
        <Box textAlign="center">
          <RouterLink href="/sign-in">Back to sign in</RouterLink>
        </Box>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Form
          errorText={error}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => void resend()}>Resend code</Button>
              <Button variant="primary" formAction="submit" loading={submitting}>Confirm</Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label="Email" errorText={form.errors.email}>
              <Input type="email" value={form.values.email} onChange={(e) => form.setField('email', e.detail.value)} />
            </FormField>
            <FormField label="Confirmation code" errorText={form.errors.code}>
              <Input autoComplete="one-time-code" inputMode="numeric" value={form.values.code} onChange={(e) => form.setField('code', e.detail.value)} />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </AuthLayout>
  );
}
