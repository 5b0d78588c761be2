import { useNavigate, useSearchParams } from 'react-router-dom';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { RouterLink } from '#web/components/router-link';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useNotifications } from '../notifications/notifications-context';
import { authErrorMessage } from './auth-error';
import { AuthFormPage, TextField, useFormSubmit } from './auth-form-page';
import { confirmSignUpFormSchema } from './auth-forms.schema';
import { requestMagicLink } from './magic-link';
import { MAGIC_LINK_TTL_MINUTES } from '#domain/auth/magic-link.rules';

export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const form = useSchemaForm(confirmSignUpFormSchema, { email: params.get('email') ?? '', code: '' });
  const { submit, submitting, error, setError } = useFormSubmit(form.validate, async () => {
    const email = form.values.email.trim();
    await confirmSignUp({ username: email, confirmationCode: form.values.code.trim() });
    // A login made to sign in by emailed link gets its first link right away.
    if (params.get('then') === 'link') {
      await requestMagicLink(email);
      notify({
        type: 'success',
        content: `Your email is confirmed. We emailed you a sign-in link: it works once, within ${MAGIC_LINK_TTL_MINUTES} minutes.`,
      });
    } else {
      notify({ type: 'success', content: 'Your email is confirmed. Sign in to continue.' });
    }
    navigate('/sign-in');
  });

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
    <AuthFormPage
      title="Confirm your email"
      description="Enter the code we emailed you."
      footer={
        <Box textAlign="center">
          <RouterLink href="/sign-in">Back to sign in</RouterLink>
        </Box>
      }
      error={error}
      submitLabel="Confirm"
      submitting={submitting}
      secondaryAction={
        <Button formAction="none" variant="link" onClick={() => void resend()}>
          Resend code
        </Button>
      }
      onSubmit={submit}
    >
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="code" label="Confirmation code" autoComplete="one-time-code" inputMode="numeric" />
    </AuthFormPage>
  );
}
