import { useEffect, useMemo } from 'react';
import { fetchUserAttributes } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { createAccountRequestSchema } from '#api/accounts';
import { accountsApi } from '#web/api/accounts-api';
import { useApi } from '#web/api/api-context';
import { ApiError, SessionEndedError, errorMessageOf } from '#web/api/api-error';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { useAuth } from '../auth/auth-context';
import { AuthFormPage, useFormSubmit } from '../auth/auth-form-page';
import { CompanyNameField, SignupPersonFields } from '../auth/signup-answer-fields';
import { browserStore, forgetSignupAnswers, recallSignupAnswers } from '../auth/signup-answers.storage';
import { forgetSocialSignupAnswers, recallSocialSignupAnswers } from '../auth/social-signup.storage';
import { useNotifications } from '../notifications/notifications-context';

const NO_ANSWERS = { companyName: '', name: '', phone: '', heardFrom: '', referralPartner: '' };

/**
 * A signed-in user with no team yet creates their merchant account (POST /api/v1/accounts), the
 * last step of Signup. The answers given on sign-up in this browser come prefilled; where there
 * are none (signed up elsewhere, or invited and now starting their own), the page asks for them.
 */
export function CreateAccountPage({ onCreated }: { onCreated: () => Promise<void> }) {
  const { client } = useApi();
  const auth = useAuth();
  const { notify } = useNotifications();
  const email = auth.state.status === 'signedIn' ? auth.state.user.email : '';
  const remembered = useMemo(() => recallSignupAnswers(browserStore(), email), [email]);
  const social = useMemo(() => (remembered ? undefined : recallSocialSignupAnswers()), [remembered]);
  const form = useSchemaForm(createAccountRequestSchema, remembered ?? { ...NO_ANSWERS, ...social });
  const { setValues } = form;

  // A provider's login (accounts §4) brings the person's name: it fills an empty name field.
  useEffect(() => {
    if (remembered) return;
    let current = true;
    fetchUserAttributes()
      .then((attributes) => {
        const name = attributes.name?.trim();
        if (current && name) setValues((values) => (values.name ? values : { ...values, name }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [remembered, setValues]);

  const { submit, submitting, error } = useFormSubmit(
    form.validate,
    async () => {
      const request = createAccountRequestSchema.parse(form.values);
      await accountsApi(client).createAccount(request);
      forgetSignupAnswers(browserStore(), email);
      forgetSocialSignupAnswers();
      notify({ type: 'success', content: `Merchant account ${request.companyName} created.` });
      await onCreated();
    },
    (e) => {
      if (e instanceof SessionEndedError) return null;
      if (e instanceof ApiError) form.setServerErrors(e.fieldErrors);
      return errorMessageOf(e);
    },
  );

  return (
    <AuthFormPage
      title="Create your merchant account"
      description={
        remembered
          ? 'Your login is ready. Check the name of the business you ship for to start using Shipdeck.'
          : 'Your login is ready. Tell us about you and the business you ship for to start using Shipdeck.'
      }
      footer={
        <Box textAlign="center">
          Wrong login? <Link onFollow={() => void auth.signOut()}>Sign out</Link>
        </Box>
      }
      wide={!remembered}
      error={error}
      submitLabel="Create account"
      submitting={submitting}
      onSubmit={submit}
    >
      <CompanyNameField form={form} />
      {!remembered && <SignupPersonFields form={form} />}
    </AuthFormPage>
  );
}
