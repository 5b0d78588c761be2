import type { z } from 'zod';
import { ValidationError } from '../errors';

/** zod issues → { 'address.zipCode': 'Invalid Zip' }, first message per field wins. */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrorsFromZod(result.error);
  const prefixed = prefix ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v])) : errors;
  throw new ValidationError(prefixed);
}
