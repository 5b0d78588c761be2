/**
 * The one address every internal rule speaks: rating, label drawing, printing, claim prefill and
 * the store order mapping. Spelled as the carriers spell it (street1/street2/zip), because most
 * consumers hand it to a carrier; the spec's shapes (an order's `address1/zip`, a warehouse's
 * `street1/zipCode`) and each platform's payload are mapped to it at their edge, in
 * `address-mappers.rules.ts` or in the platform's own mapper.
 */
export interface PostalAddress {
  name?: string;
  company?: string;
  street1: string;
  /** Every further street line, joined: carriers and the order take two. */
  street2?: string;
  city: string;
  /** Two-letter state or province; the UK county (or empty). */
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2, upper case (US, CA, GB, PR). */
  country: string;
  phone?: string;
  email?: string;
  residential?: boolean;
}

/** An address read from stored or outside data (a created shipment's copy): any part may be missing or null. */
export type LoosePostalAddress = { [K in keyof PostalAddress]?: PostalAddress[K] | null };
