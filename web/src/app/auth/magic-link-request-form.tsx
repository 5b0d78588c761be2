import { useState } from 'react';
import * as z from 'zod';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { MAGIC_LINK_TTL_MINUTES } from '#domain/auth/magic-link.rules';
import { loginFormSchema } from '#domain/forms/auth-forms.schema';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { AuthFormPage, TextField, useFormSubmit } from './auth-form-page';
import { requestMagicLink } from './magic-link';
import type { ReactNode } from 'react';

const magicLinkFormSchema = z.object({ email: loginFormSchema.shape.email });

/**
 * "Email me a sign-in link" (accounts §4: magic link): the email only. The answer is the same
 * whether or not the email has a login, so the page never tells who has an account.
 */
export function MagicLinkRequestForm({
  initialEmail,
  footer,
  onUsePassword,
}: {
  initialEmail: string;
  footer: ReactNode;
  onUsePassword: () => void;
}) {
  const form = useSchemaForm(magicLinkFormSchema, { email: initialEmail });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, submitting, error } = useFormSubmit(form.validate, async () => {
    const email = form.values.email.trim();
    await requestMagicLink(email);
    setSentTo(email);
  });

  return (
    <AuthFormPage
      title="Sign in with an email link"
      description="No password needed: we email you a link that signs you in."
      footer={footer}
      error={error}
      submitLabel={sentTo ? 'Send another link' : 'Email me a sign-in link'}
      submitting={submitting}
      secondaryAction={
        <Button formAction="none" variant="link" onClick={onUsePassword}>
          Use my password
        </Button>
      }
      onSubmit={submit}
    >
      {sentTo && (
        <Alert type="success" header="Check your email">
          If {sentTo} has a Shipdeck login, a sign-in link is on its way. It works once, within {MAGIC_LINK_TTL_MINUTES}{' '}
          minutes.
        </Alert>
      )}
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
    </AuthFormPage>
  );
}
