import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '#domain/validation/field-errors.rules';

/** Field path → first message, or {} when the value passes; a whole-value issue under '' as in the forms. */
export function errorsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error.issues, { rootKey: '' });
}
