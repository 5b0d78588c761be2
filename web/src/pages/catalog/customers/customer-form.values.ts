import type { CustomerResponse } from '#api/catalog';
import type { CustomerFormInput } from '#domain/catalog/customer.schema';
import { emptyStreetAddress, type StreetAddressValues } from '../commons/address.values';

export interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  hasAddress: boolean;
  address: StreetAddressValues;
}

export function emptyCustomerForm(): CustomerFormValues {
  return { name: '', email: '', phone: '', company: '', hasAddress: false, address: emptyStreetAddress() };
}

export function customerToFormValues(c: CustomerResponse): CustomerFormValues {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    hasAddress: Boolean(c.address),
    address: c.address ? { ...c.address } : emptyStreetAddress(),
  };
}

/** The request body: a customer without an address sends null (only the name is required). */
export function toCustomerRequest(v: CustomerFormValues): CustomerFormInput {
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    company: v.company,
    address: v.hasAddress ? { ...v.address } : null,
  };
}

/** "City, ST 12345" for the table. */
export function formatCustomerAddress(c: CustomerResponse): string {
  const a = c.address;
  if (!a) return '-';
  return [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`, a.country].filter(Boolean).join(', ');
}
