import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signUp } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { REFERRAL_QUERY_PARAM, referralPartnerFromQuery } from '#domain/auth/referral.rules';
import { HumanCheckField } from '#web/components/human-check-field';
import { RouterLink } from '#web/components/router-link';
import { useSchemaForm } from '#web/hooks/use-schema-form';
import { AuthFormPage, TextField, useFormSubmit } from './auth-form-page';
import { linkSignUpFormSchema, newUnusedPassword, signUpFormSchema } from './auth-forms.schema';
import { SignInMethodField, type SignInMethod } from './sign-in-method-field';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { CompanyNameField, SignupPersonFields } from './signup-answer-fields';
import { browserStore, rememberSignupAnswers } from './signup-answers.storage';
import { authErrorMessage } from './auth-error';
import { HumanCheckRefusedError, useHumanCheck } from './use-human-check';

/** The answer to "How did you hear about us?" that a partner's link implies (heard-from-options.ts). */
const HEARD_FROM_REFERRAL = 'referral-partner';

function emptySignup(referralPartner: string) {
  return {
    emailreal: '',
    password: '',
    confirmPassword: '',
    name: '',
    companyName: '',
    referralPartner,
    phone: '',
    heardFrom: referralPartner ? HEARD_FROM_REFERRAL : '',
  };
}

/**
 * Signup (accounts §3, §5): the login goes to Cognito; the other answers wait for the account step.
 * A partner's link (`?ref=<permalink>`) fills in the referral partner, kept with the answers. With
 * an emailed link as the sign-in method (accounts §4) there is no password to choose.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<SignInMethod>('password');
  const [initial] = useState(() => emptySignup(referralPartnerFromQuery(params.get(REFERRAL_QUERY_PARAM))));
  const form = useSchemaForm(method === 'link' ? linkSignUpFormSchema : signUpFormSchema, initial);
  const human = useHumanCheck();
  const { submit, submitting, error } = useFormSubmit(
    form.validate,
    async () => {
      const { emailreal, name, companyName, phone, heardFrom, referralPartner } = linkSignUpFormSchema.parse(
        form.values,
      );
      await human.ensureHuman();
      const { nextStep } = await signUp({
        username: emailreal,
        password: method === 'link' ? newUnusedPassword() : form.values.password,
        options: { userAttributes: { email: emailreal } },
      });
      rememberSignupAnswers(browserStore(), emailreal, { name, companyName, phone, heardFrom, referralPartner });
      const then = method === 'link' ? '&then=link' : '';
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP')
        navigate(`/confirm-sign-up?email=${encodeURIComponent(emailreal)}${then}`);
      else navigate('/sign-in');
    },
    // A refused human check speaks at its widget alone.
    (e) => (e instanceof HumanCheckRefusedError ? null : authErrorMessage(e)),
  );

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
      <SocialSignInButtons
        answers={{ referralPartner: form.values.referralPartner, heardFrom: form.values.heardFrom }}
      />
      <ColumnLayout columns={2}>
        <TextField form={form} name="emailreal" label="Email" type="email" autoComplete="username" />
        <CompanyNameField form={form} />
      </ColumnLayout>
      <SignInMethodField value={method} onChange={setMethod} />
      {method === 'password' && (
        <ColumnLayout columns={2}>
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
      )}
      <SignupPersonFields form={form} />
      <HumanCheckField {...human.field} />
    </AuthFormPage>
  );
}
