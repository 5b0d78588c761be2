import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { requiredText } from '../validation/fields.schema';
import { LIST_MAX, TEXT_MAX, list, text } from '../validation/bounded.schema';
import { ZIP_ENTRY_MESSAGE, invalidZipEntries } from '../zones/zip-entries.rules';

/** A zone may list many zip codes (a metro area is hundreds); five thousand stays far below an item's size. */
export const ZONE_ZIPCODES_MAX = 5_000;

/** Zone (accounts §5): zone name required. */
const code = (max: number) => z.string().trim().min(1).max(max, MESSAGES.tooLong);

export const zoneFormSchema = z.object({
  zone: requiredText(TEXT_MAX.name),
  countries: list(code(TEXT_MAX.short), LIST_MAX.choices).default([]),
  regions: list(code(TEXT_MAX.short), LIST_MAX.choices).default([]),
});

/** Zone mapping (orders §5, accounts §5): at least 1 zipcode or state, 1 carrier, 1 service, 1 shop. */
export const zoneMappingFields = {
  /** The merchant's own label for the row (the rates' "Zone mapping" badge names it); optional. */
  name: text(TEXT_MAX.short).default(''),
  zipcodes: list(code(20), ZONE_ZIPCODES_MAX).default([]),
  states: list(code(TEXT_MAX.short), LIST_MAX.choices).default([]),
  carriers: list(code(TEXT_MAX.id), LIST_MAX.choices).min(1, OUR_MESSAGES.atLeastOne('carrier')),
  services: list(code(TEXT_MAX.id), LIST_MAX.choices).min(1, OUR_MESSAGES.atLeastOne('service')),
  shops: list(code(TEXT_MAX.email), LIST_MAX.choices).min(1, OUR_MESSAGES.atLeastOne('shop')),
};

/** The checks across fields: a ZIP or a state, and every ZIP entry one of the shapes zip-entries.rules.ts reads. */
export function checkZoneMapping(m: { zipcodes: string[]; states: string[] }, ctx: z.RefinementCtx): void {
  if (m.zipcodes.length + m.states.length === 0)
    ctx.addIssue({ code: 'custom', path: ['zipcodes'], message: OUR_MESSAGES.atLeastOne('zipcode or state') });
  const [bad] = invalidZipEntries(m.zipcodes);
  if (bad !== undefined) ctx.addIssue({ code: 'custom', path: ['zipcodes'], message: ZIP_ENTRY_MESSAGE(bad) });
}

export const zoneMappingFormSchema = z.object(zoneMappingFields).superRefine(checkZoneMapping);
