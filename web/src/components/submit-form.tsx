import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A Cloudscape Form inside a real <form>: Enter and the submit button both send it, once, without the browser's own checks. */
export function SubmitForm({
  onSubmit,
  errorText,
  errorIconAriaLabel,
  actions,
  children,
}: {
  onSubmit: () => void;
  errorText: string | null;
  errorIconAriaLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Form errorText={errorText} errorIconAriaLabel={errorIconAriaLabel} actions={actions}>
        {children}
      </Form>
    </form>
  );
}

/** The form's buttons: Cancel (when the form has somewhere to go back to), Reset while there are changes, then submit. */
export function SubmitFormActions({
  onCancel,
  dirty,
  onReset,
  submitLabel,
  submitting,
}: {
  onCancel?: () => void;
  dirty: boolean;
  onReset: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {onCancel && (
        <Button formAction="none" variant="link" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button formAction="none" disabled={!dirty} onClick={onReset}>
        Reset
      </Button>
      <Button variant="primary" formAction="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </SpaceBetween>
  );
}
