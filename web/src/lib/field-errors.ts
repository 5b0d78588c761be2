import type { z } from 'zod';

/** Field path → message, the same shape as the API's `fieldErrors`. */
export type FieldErrors = Record<string, string>;

/** Dotted path of a zod issue ('address.zipCode'), matching the API's `fieldErrors` keys. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** First message per field: a field shows one error at a time, the most basic one first. */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issuePath(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
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
  const next = rest.length ? setIn((current && typeof current === 'object' ? current : {}) as object, rest.join('.'), value) : value;
  return { ...values, [head]: next } as T;
}
