import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TrackingLookupRequest } from '#api/tracking-page';
import { trackingLookupFormSchema } from '#domain/forms/public-forms.schema';
import { MESSAGES } from '#domain/validation/messages';
import { validateWithSchema, type FieldErrors } from '#web/lib/field-errors';

type Mode = 'tracking' | 'order';
type Lookup = Omit<TrackingLookupRequest, 'subDomain'>;

/**
 * accounts §3 Tracking lookup (tracking, email, order): a tracking number, or the email and order
 * number together (§5: "email and order required when no tracking number is given").
 */
export function TrackingLookupForm({
  initialTracking,
  searching,
  error,
  serverErrors,
  onLookup,
}: {
  initialTracking: string;
  searching: boolean;
  error: string | null;
  serverErrors: FieldErrors;
  onLookup: (request: Lookup) => void;
}) {
  const [mode, setMode] = useState<Mode>('tracking');
  const [values, setValues] = useState({ tracking: initialTracking, email: '', order: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  const submit = () => {
    const request: Lookup =
      mode === 'tracking' ? { tracking: values.tracking } : { email: values.email, order: values.order };
    const found =
      mode === 'tracking' && values.tracking.trim() === ''
        ? { tracking: MESSAGES.required }
        : validateWithSchema(trackingLookupFormSchema, request);
    setErrors(found);
    if (Object.keys(found).length === 0) onLookup(request);
  };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: ({ detail }: { detail: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: detail.value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Container header={<Header variant="h2">Track your order</Header>}>
        <Form
          errorText={error ?? undefined}
          errorIconAriaLabel="Error"
          actions={
            <Button variant="primary" formAction="submit" loading={searching}>
              Track
            </Button>
          }
        >
          <SpaceBetween size="m">
            <SegmentedControl
              selectedId={mode}
              label="Look up by"
              onChange={({ detail }) => {
                setMode(detail.selectedId as Mode);
                setErrors({});
              }}
              options={[
                { id: 'tracking', text: 'Tracking number' },
                { id: 'order', text: 'Email and order number' },
              ]}
            />
            {mode === 'tracking' ? (
              <FormField label="Tracking number" errorText={shown.tracking}>
                <Input {...field('tracking')} ariaLabel="Tracking number" autoFocus spellcheck={false} />
              </FormField>
            ) : (
              <SpaceBetween size="m">
                <FormField label="Email" description="The email address on your order." errorText={shown.email}>
                  <Input {...field('email')} type="email" inputMode="email" ariaLabel="Email" />
                </FormField>
                <FormField label="Order number" errorText={shown.order}>
                  <Input {...field('order')} ariaLabel="Order number" spellcheck={false} />
                </FormField>
              </SpaceBetween>
            )}
          </SpaceBetween>
        </Form>
      </Container>
    </form>
  );
}
