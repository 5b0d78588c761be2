import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '#domain/validation/field-errors.rules';
import { ValidationError } from '../errors';

/** The `fieldErrors` key of an issue about the whole body, query or path parameters. */
export const ROOT_FIELD_KEY = '_';

/**
 * zod issues → the API's `fieldErrors` ({ 'address.zipCode': 'Invalid Zip' }), by the shared rule;
 * `prefix` names where the parsed value sat ('result' → 'result.status').
 */
export function fieldErrorsFromZod(error: z.ZodError, prefix?: string): FieldErrors {
  const errors = fieldErrorsOf(error.issues, { rootKey: ROOT_FIELD_KEY });
  return prefix ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v])) : errors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(fieldErrorsFromZod(result.error, prefix));
}
