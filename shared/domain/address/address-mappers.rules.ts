/**
 * The edges between the spec's address shapes and the internal PostalAddress: an order's shipping
 * address (`address1/address2/zip`, orders §3) and a warehouse (`street1/street2/street3/zipCode/
 * fullZipCode`, orders §3) in, the shipping address back out where an order is written. Every
 * reader of an order's addresses goes through here, so a field is renamed in one place.
 */
import type { PostalAddress } from './postal-address';
import type { ShippingAddress } from './shipping-address.schema';
import type { OrderWarehouse } from './warehouse.schema';

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** The spec's shipping address fields, the country as any text (a stored or imported order may hold another). */
export type ShippingAddressFields = Omit<ShippingAddress, 'country'> & { country: string };
/** An order's shipping address as stored or sent: any part may be missing. */
export type LooseShippingAddress = Loose<ShippingAddressFields>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Optional parts stay absent when empty, so a carrier request (and a sandbox rate id) never carries blanks. */
const optionalText = (value: unknown): string | undefined => text(value) || undefined;

/** A country as the carriers take it: ISO alpha-2 upper case; the spec's default is US. */
export function carrierCountry(country: string | null | undefined): string {
  const c = (country ?? '').trim().toUpperCase();
  if (c === '' || c === 'USA') return 'US';
  if (c === 'UK' || c === 'GBR') return 'GB';
  if (c === 'CAN') return 'CA';
  return c;
}

/** An order's shipping address (orders §3). Missing parts read as empty: a caller that needs a street checks it. */
export function fromShippingAddress(address: LooseShippingAddress | null | undefined): PostalAddress {
  const a = address ?? {};
  return {
    name: text(a.name),
    company: optionalText(a.company),
    street1: text(a.address1),
    street2: optionalText(a.address2),
    city: text(a.city),
    state: text(a.state),
    zip: text(a.zip),
    country: carrierCountry(a.country),
    phone: optionalText(a.phone),
    email: optionalText(a.email),
    residential: a.residential ?? false,
  };
}

export interface FromWarehouseOptions {
  /**
   * Which ZIP leads: the five-digit `zipCode` (what carriers rate on) or the `fullZipCode`
   * (ZIP+4, what a printed document shows); the other fills in when the first is empty.
   */
  zip?: 'zipCode' | 'fullZipCode';
}

/**
 * A warehouse (an order's copy of it, orders §3): its name is the sender's name, its company the
 * company line; a third street line joins the second (carriers take two).
 */
export function fromWarehouse(
  warehouse: OrderWarehouse | null | undefined,
  { zip = 'zipCode' }: FromWarehouseOptions = {},
): PostalAddress {
  const a = warehouse?.address;
  const [first, second] = zip === 'zipCode' ? [a?.zipCode, a?.fullZipCode] : [a?.fullZipCode, a?.zipCode];
  return {
    name: text(warehouse?.name),
    // The sender's company line is always sent, empty or not: it is the warehouse's own field.
    company: text(a?.companyName),
    street1: text(a?.street1),
    street2: [text(a?.street2), text(a?.street3)].filter(Boolean).join(' ') || undefined,
    city: text(a?.city),
    state: text(a?.state),
    zip: text(first) || text(second),
    country: carrierCountry(a?.country),
    phone: optionalText(a?.phone),
    email: optionalText(a?.email),
    residential: a?.residential ?? false,
  };
}

/** Back to the spec's shipping address where an order is written; the order's own rules judge the values. */
export function toShippingAddress(address: PostalAddress): ShippingAddressFields {
  return {
    company: address.company ?? '',
    name: address.name ?? '',
    email: address.email ?? '',
    phone: address.phone ?? '',
    address1: address.street1,
    address2: address.street2 ?? '',
    city: address.city,
    state: address.state,
    country: address.country,
    zip: address.zip,
    residential: address.residential ?? false,
  };
}

/** A street and a ZIP: the least a carrier rates and ships to. */
export const hasStreetAndZip = (address: PostalAddress): boolean => address.street1 !== '' && address.zip !== '';
