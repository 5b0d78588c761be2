import type { FormEvent, ReactNode } from 'react';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import type { FieldErrors } from '#domain/validation/field-errors.rules';
import { Button } from './button';
import { FormErrorSummary, type FormError } from './form-error-summary';
import { HumanCheck } from './human-check';

export interface LeadFormProps {
  /** Labels of the form's fields by path, in order: the error summary names problems in the form's order. */
  labels: Readonly<Record<string, string>>;
  errors: FieldErrors;
  formError?: string;
  sending: boolean;
  submitText: string;
  onSubmit: () => void;
  humanCheck: { onToken: (token: string | undefined) => void; resetSignal: number; error?: string };
  children: ReactNode;
}

/** A public-site form: the error summary, its fields, the human check and one primary button. */
export function LeadForm(props: LeadFormProps) {
  const summary: FormError[] = [
    ...Object.keys(props.labels)
      .filter((path) => props.errors[path])
      .map((path) => ({ field: path, message: `${props.labels[path]}: ${props.errors[path]}` })),
    ...(props.humanCheck.error ? [{ field: HUMAN_CHECK_FIELD, message: props.humanCheck.error }] : []),
    ...(props.formError ? [{ message: props.formError }] : []),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="site-form" noValidate onSubmit={submit}>
      <FormErrorSummary errors={summary} />
      {props.children}
      <HumanCheck {...props.humanCheck} />
      <div className="site-actions">
        <Button type="submit" variant="primary" loading={props.sending}>
          {props.submitText}
        </Button>
      </div>
    </form>
  );
}

/** What the page shows once its form was accepted. */
export function LeadSent({ title, message }: { title: string; message: string }) {
  return (
    <div className="site-card" role="status">
      <h2>{title}</h2>
      <p>{message}</p>
    </div>
  );
}
