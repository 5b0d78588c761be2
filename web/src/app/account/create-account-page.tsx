import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import { createAccountRequestSchema } from '../../../../shared/api/accounts';
import { accountsApi } from '../../api/accounts-api';
import { useApi } from '../../api/api-context';
import { ApiError, SessionEndedError, errorMessageOf } from '../../api/api-error';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { useAuth } from '../auth/auth-context';
import { AuthLayout } from '../auth/auth-layout';
import { useNotifications } from '../notifications/notifications-context';

/** A signed-in user with no team yet creates their merchant account (POST /api/v1/accounts). */
export function CreateAccountPage({ onCreated }: { onCreated: () => Promise<void> }) {
  const { client } = useApi();
  const auth = useAuth();
  const { notify } = useNotifications();
  const form = useSchemaForm(createAccountRequestSchema, { companyName: '' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!form.validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      await accountsApi(client).createAccount({ companyName: form.values.companyName.trim() });
      notify({ type: 'success', content: `Merchant account ${form.values.companyName.trim()} created.` });
      await onCreated();
    } catch (e) {
      if (e instanceof SessionEndedError) return;
      if (e instanceof ApiError) form.setServerErrors(e.fieldErrors);
      setError(errorMessageOf(e));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Create your merchant account"
      description="Your login is ready. Name the business you ship for to start using Shipdeck."
      footer={
        <Box textAlign="center">
          Wrong login? <Link onFollow={() => void auth.signOut()}>Sign out</Link>
        </Box>
      }
    >
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Form errorText={error} actions={<Button variant="primary" formAction="submit" loading={submitting}>Create account</Button>}>
          <FormField label="Company name" constraintText="Up to 30 characters." errorText={form.errors.companyName}>
            <Input value={form.values.companyName} onChange={(e) => form.setField('companyName', e.detail.value)} />
          </FormField>
        </Form>
      </form>
    </AuthLayout>
  );
}
