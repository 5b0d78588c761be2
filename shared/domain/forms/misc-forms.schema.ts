import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { requiredText } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';

/** Saved filters (orders §5): name required, some filter applied to save, duplicate name refused. */
export function makeSavedFilterFormSchema(existingNames: readonly string[]) {
  const taken = new Set(existingNames.map((n) => n.trim().toLowerCase()));
  return z.object({
    name: requiredText(TEXT_MAX.short).refine((n) => !taken.has(n.toLowerCase()), OUR_MESSAGES.duplicateFilterName),
    filters: z
      .record(z.string(), z.unknown())
      .refine(
        (f) =>
          Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '')),
        OUR_MESSAGES.atLeastOne('filter'),
      ),
  });
}

/** Bulk edit (orders §5): at least one field. */
export const bulkEditFormSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (fields) => Object.values(fields).some((v) => v !== undefined && v !== null && v !== ''),
    OUR_MESSAGES.atLeastOne('field'),
  );

/** API key (orders §5): mandatory. */
export const apiKeyFormSchema = z.object({ apiKey: requiredText() });

/** CSV import (orders §5): the file must be a CSV file. */
export const csvImportFormSchema = z.object({
  file: z
    .object(
      {
        name: z.string().max(255, MESSAGES.tooLong),
        type: z.string().max(255, MESSAGES.tooLong).optional(), // RFC 6838: up to 127 + 1 + 127
      },
      { error: MESSAGES.required },
    )
    .refine((f) => /\.csv$/i.test(f.name.trim()) || f.type === 'text/csv', OUR_MESSAGES.csvFileRequired),
});

/** Preferred carrier and service (orders §5): must be one of the offered choices. */
export function makePreferredServiceFormSchema(choices: Readonly<Record<string, readonly string[]>>) {
  return z
    .object({ carrier: requiredText(TEXT_MAX.id), service: requiredText(TEXT_MAX.id) })
    .refine((v) => Object.hasOwn(choices, v.carrier), { path: ['carrier'], message: MESSAGES.invalid })
    .refine((v) => !Object.hasOwn(choices, v.carrier) || choices[v.carrier].includes(v.service), {
      path: ['service'],
      message: MESSAGES.invalid,
    });
}

/** orders §5: pickup and dropoff phones of 10 to 13 digits are checked (the server words the message). */
export function isCheckablePickupPhone(phone: string | null | undefined): boolean {
  const digits = (phone ?? '').replace(/\D/g, '').length;
  return digits >= 10 && digits <= 13;
}
