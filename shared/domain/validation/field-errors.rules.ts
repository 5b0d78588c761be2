/** Field path → message: the shape of the API's `fieldErrors` and of every form's errors. */
export type FieldErrors = Record<string, string>;

/** What a zod issue carries that a field message needs (zod's `$ZodIssue` satisfies it). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface FieldErrorsOptions {
  /** Where an issue about the value as a whole goes (the API answers '_', forms keep ''). */
  rootKey: string;
}

/** Dotted path of an issue: 'address.zipCode', 'shipments.0.products.1.quantity'; the root key when empty. */
export function fieldPathOf(path: readonly PropertyKey[], rootKey: string): string {
  // String() per segment, because join() throws on a symbol segment.
  return path.map(String).join('.') || rootKey;
}

/**
 * zod issues → field messages, one per field: the first zod reports, which is the most basic
 * check (required before format). Own keys only, so a field named like an Object member
 * ('constructor', 'toString', '__proto__') keeps its message instead of being taken as present.
 */
export function fieldErrorsOf(issues: readonly FieldIssue[], { rootKey }: FieldErrorsOptions): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldPathOf(issue.path, rootKey);
    if (!Object.hasOwn(errors, key)) {
      Object.defineProperty(errors, key, {
        value: issue.message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return errors;
}
