import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { mergeFieldErrors, setIn, validateWithSchema, type FieldErrors } from '#web/lib/field-errors';

/**
 * Form state checked by a shared zod schema, so the API and the form apply the one rule.
 * Errors appear after the first submit and then follow every change; server field
 * messages stay until that field is edited.
 */
export function useSchemaForm<T extends object>(schema: z.ZodType, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const clientErrors = useMemo(
    () => (submitted ? validateWithSchema(schema, values) : {}),
    [schema, values, submitted],
  );
  const errors = useMemo(() => mergeFieldErrors(clientErrors, serverErrors), [clientErrors, serverErrors]);

  const setField = useCallback((path: string, value: unknown) => {
    setValues((current) => setIn(current, path, value));
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Marks the form submitted; returns true when the shared schema accepts the values. */
  const validate = useCallback(() => {
    setSubmitted(true);
    return Object.keys(validateWithSchema(schema, values)).length === 0;
  }, [schema, values]);

  /** Back to the initial values with no messages (orders §4: the prompt hides on reset). */
  const reset = useCallback(() => {
    setValues(initialValues);
    setSubmitted(false);
    setServerErrors({});
  }, [initialValues]);

  return { values, setValues, setField, errors, validate, setServerErrors, reset };
}
