import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { CLAIM_REASONS } from '#domain/constants/settings.constants';
import {
  PROTECTION_DESCRIPTION_MAX,
  protectionClaimFormSchema,
  type ProtectionClaimFormInput,
} from '#domain/protection/protection-claim.schema';
import { validateWithSchema, type FieldErrors } from '#web/lib/field-errors';

type Values = { email: string; orderNumber: string; reason: string; description: string };

/** The spec's reasons (accounts §9) as a shopper reads them: capitalised, nothing else changed. */
const REASON_OPTIONS = CLAIM_REASONS.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) }));

/**
 * accounts §2 protection-claim: the email and order number that prove the order is the shopper's, the
 * reason and what happened. Checked with the API's own schema before it is sent.
 */
export function ProtectionClaimForm({
  submitting,
  error,
  serverErrors,
  termsHref,
  onSubmit,
}: {
  submitting: boolean;
  error: string | null;
  serverErrors: FieldErrors;
  termsHref: string;
  onSubmit: (form: ProtectionClaimFormInput) => void;
}) {
  const [values, setValues] = useState<Values>({ email: '', orderNumber: '', reason: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = () => {
    const found = validateWithSchema(protectionClaimFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values as ProtectionClaimFormInput);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Container
        header={
          <Header
            variant="h2"
            description={
              <>
                Orders with order protection can be claimed here if they arrive damaged, late, incomplete or not at all.{' '}
                <a href={termsHref}>Order protection terms</a>
              </>
            }
          >
            File an order protection claim
          </Header>
        }
      >
        <Form
          errorText={error ?? undefined}
          errorIconAriaLabel="Error"
          actions={
            <Button variant="primary" formAction="submit" loading={submitting}>
              Submit claim
            </Button>
          }
        >
          <SpaceBetween size="m">
            <FormField label="Email" description="The email address on your order." errorText={shown.email}>
              <Input
                value={values.email}
                onChange={({ detail }) => set('email', detail.value)}
                type="email"
                inputMode="email"
                ariaLabel="Email"
                autoFocus
              />
            </FormField>
            <FormField label="Order number" errorText={shown.orderNumber}>
              <Input
                value={values.orderNumber}
                onChange={({ detail }) => set('orderNumber', detail.value)}
                ariaLabel="Order number"
                spellcheck={false}
              />
            </FormField>
            <FormField label="Reason" errorText={shown.reason}>
              <Select
                selectedOption={REASON_OPTIONS.find((o) => o.value === values.reason) ?? null}
                onChange={({ detail }) => set('reason', detail.selectedOption.value ?? '')}
                options={REASON_OPTIONS}
                placeholder="Choose a reason"
                ariaLabel="Reason"
              />
            </FormField>
            <FormField
              label="What happened"
              description="Tell the store what arrived and in what state."
              constraintText={`${values.description.length}/${PROTECTION_DESCRIPTION_MAX} characters`}
              errorText={shown.description}
            >
              <Textarea
                value={values.description}
                onChange={({ detail }) => set('description', detail.value)}
                ariaLabel="What happened"
                rows={4}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </Container>
    </form>
  );
}
