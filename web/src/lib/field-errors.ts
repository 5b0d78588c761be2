import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors, type FieldIssue } from '#domain/validation/field-errors.rules';

export type { FieldErrors };

/** A form's errors by the API's rule; a whole-value issue stays under '' where no field shows it. */
export function zodIssuesToFieldErrors(issues: readonly FieldIssue[]): FieldErrors {
  return fieldErrorsOf(issues, { rootKey: '' });
}

/** Runs a shared schema over form values; an empty result means the form may be submitted. */
export function validateWithSchema(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
}

/** Client checks first, then the server's messages for fields the client had no opinion on. */
export function mergeFieldErrors(client: FieldErrors, server: FieldErrors): FieldErrors {
  return { ...server, ...client };
}

/** Immutable set of a dotted path ('address.zipCode') in plain form values. */
export function setIn<T extends object>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const current = (values as Record<string, unknown>)[head];
  const next = rest.length
    ? setIn((current && typeof current === 'object' ? current : {}) as object, rest.join('.'), value)
    : value;
  // A list stays a list ("faq.questions.0.answer"): spreading it into an object breaks its `.map`.
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...values, [head]: next } as T;
}
