import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import {
  internationalPhoneField,
  optionalEmailField,
  optionalText,
  requiredText,
  zipField,
} from '../validation/fields.schema';
import { isKnownRegion, isSupportedCountry } from './regions';
import { warehouseAddressSchema, warehouseSchema, type Warehouse, type WarehouseAddress } from './warehouse.schema';

type RulesOf<T> = { [K in keyof T]?: z.ZodType };

/**
 * Address book / warehouse form (accounts §5 address book rules) over the orders §3 warehouse
 * address: what a merchant enters, without what is derived from it (isValid, the split zip).
 */
export const addressBookAddressSchema = warehouseAddressSchema
  .omit({ isValid: true, zipCodeSuffix: true, fullZipCode: true })
  .extend({
    companyName: optionalText(35),
    email: optionalEmailField(50),
    phone: internationalPhoneField(15),
    street1: requiredText(35),
    street2: optionalText(35),
    street3: optionalText(35),
    city: requiredText(30),
    state: requiredText(35),
    country: z
      .string({ error: MESSAGES.required })
      .trim()
      .toUpperCase()
      .default('US')
      .refine(isSupportedCountry, MESSAGES.invalid),
    zipCode: zipField(10),
  } satisfies RulesOf<WarehouseAddress>)
  .superRefine((address, ctx) => {
    if (isSupportedCountry(address.country) && address.state && !isKnownRegion(address.country, address.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.invalidState });
    }
  });

/** A warehouse as a merchant enters it; the id and formattedAddress are the server's. */
export const addressBookEntryInputSchema = warehouseSchema.omit({ id: true, formattedAddress: true }).extend({
  name: requiredText(35),
  address: addressBookAddressSchema,
  pickUpNotes: optionalText(250),
} satisfies RulesOf<Warehouse>);

export type AddressBookEntryInput = z.input<typeof addressBookEntryInputSchema>;
export type AddressBookEntryValues = z.output<typeof addressBookEntryInputSchema>;

/** zipCode split into the stored 5-digit zip and its +4 suffix (orders §3: zipCode, zipCodeSuffix, fullZipCode). */
export function splitZip(zip: string): { zipCode: string; zipCodeSuffix: string; fullZipCode: string } {
  const full = zip.trim().toUpperCase();
  const us = /^(\d{5})-(\d{4})$/.exec(full);
  return us
    ? { zipCode: us[1], zipCodeSuffix: us[2], fullZipCode: full }
    : { zipCode: full, zipCodeSuffix: '', fullZipCode: full };
}

export function formatAddress(a: {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}): string {
  return [a.street1, a.street2, `${a.city}, ${a.state} ${a.zipCode}`, a.country].filter(Boolean).join(', ');
}
