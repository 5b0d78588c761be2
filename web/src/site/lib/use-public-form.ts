import { useState } from 'react';
import type { z } from 'zod';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import { fieldErrorsOf, type FieldErrors } from '#domain/validation/field-errors.rules';

/** The spec's generic message (accounts §8) for an answer the form cannot place on a field. */
export const GENERIC_FORM_ERROR = 'There was an error with this action. Please contact support for help.';
const TOO_MANY = (seconds: number) =>
  `Too many attempts from your network. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`;

type Values = Record<string, unknown>;

function setIn(values: Values, path: string, value: unknown): Values {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...values, [head]: value };
  const inner = (values[head] && typeof values[head] === 'object' ? values[head] : {}) as Values;
  return { ...values, [head]: setIn(inner, rest.join('.'), value) };
}

function getIn(values: Values, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Values)[key] : undefined), values);
}

/**
 * A public-site form posting to a public route: the shared zod schema checks it in the browser (the same
 * messages the route answers), the human check's token rides along, and the route's field messages, 429 and
 * other failures land where the visitor reads them. Answers the route's 201 body once sent.
 */
export function usePublicForm<S extends z.ZodType, R>(options: { schema: S; path: string; initial: Values }) {
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<R | undefined>();
  const [token, setToken] = useState<string | undefined>();
  const [resetSignal, setResetSignal] = useState(0);

  const field = (path: string) => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    error: errors[path],
    onChange: (value: string) => setValues((current) => setIn(current, path, value)),
  });

  async function submit() {
    setFormError(undefined);
    const checked = options.schema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues, { rootKey: '' }));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(options.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, ...(token ? { [HUMAN_CHECK_FIELD]: token } : {}) }),
      });
      const body = (await response.json().catch(() => undefined)) as
        { fieldErrors?: FieldErrors; message?: string } | undefined;
      if (response.ok) {
        setResult(body as R);
        return;
      }
      // The token is spent (or refused) whatever the answer: the widget asks again.
      setResetSignal((n) => n + 1);
      // 400 names the fields it refused; so does a 409 about one field's value (a taken permalink).
      if (
        (response.status === 400 || response.status === 409) &&
        body?.fieldErrors &&
        Object.keys(body.fieldErrors).length
      )
        setErrors(body.fieldErrors);
      else if (response.status === 429) setFormError(TOO_MANY(Number(response.headers.get('retry-after')) || 60));
      else setFormError(GENERIC_FORM_ERROR);
    } catch {
      setFormError(GENERIC_FORM_ERROR);
    } finally {
      setSending(false);
    }
  }

  return {
    field,
    errors,
    formError,
    sending,
    result,
    submit,
    humanCheck: { onToken: setToken, resetSignal, error: errors[HUMAN_CHECK_FIELD] },
  };
}
