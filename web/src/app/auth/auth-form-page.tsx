import { useState, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FieldErrors } from '#web/lib/field-errors';
import { authErrorMessage } from './auth-error';
import { AuthLayout } from './auth-layout';

/**
 * One card-with-a-form for the pages outside the app shell (sign in, new password, sign up,
 * confirm, first account): the layout, the native form (Enter submits), the Cloudscape Form
 * with its error and the primary action are the same everywhere; pages bring their fields.
 */
export function AuthFormPage({
  title,
  description,
  footer,
  wide,
  error,
  submitLabel,
  submitting,
  secondaryAction,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  footer?: ReactNode;
  wide?: boolean;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  secondaryAction?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (
    <Button variant="primary" formAction="submit" loading={submitting}>
      {submitLabel}
    </Button>
  );
  return (
    <AuthLayout title={title} description={description} footer={footer} wide={wide}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Form
          errorText={error}
          actions={
            secondaryAction ? (
              <SpaceBetween direction="horizontal" size="xs">
                {secondaryAction}
                {submit}
              </SpaceBetween>
            ) : (
              submit
            )
          }
        >
          <SpaceBetween size="m">{children}</SpaceBetween>
        </Form>
      </form>
    </AuthLayout>
  );
}

/**
 * Submit state of an auth form: checks the shared schema first, then runs the action with the
 * button busy; a failure becomes the form's error (null keeps the form quiet, e.g. when the
 * session ended and the app is already signing out).
 */
export function useFormSubmit(
  validate: () => boolean,
  action: () => Promise<unknown>,
  describeError: (error: unknown) => string | null = authErrorMessage,
) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!validate()) return;
    setSubmitting(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit: () => void submit(), submitting, error, setError };
}

/** The parts of useSchemaForm a field needs. */
export interface FieldBinding<T> {
  values: T;
  errors: FieldErrors;
  setField: (path: string, value: unknown) => void;
}

/** A text input bound to one form value, its label and the shared schema's message. */
export function TextField<T extends object>({
  form,
  name,
  label,
  constraintText,
  stretch,
  ...input
}: {
  form: FieldBinding<T>;
  name: keyof T & string;
  label: ReactNode;
  constraintText?: string;
  /** Full width of the card rather than Cloudscape's narrower default for a lone field. */
  stretch?: boolean;
} & Pick<InputProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <FormField label={label} constraintText={constraintText} errorText={form.errors[name]} stretch={stretch}>
      <Input {...input} value={String(form.values[name] ?? '')} onChange={(e) => form.setField(name, e.detail.value)} />
    </FormField>
  );
}
