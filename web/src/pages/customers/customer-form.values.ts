import type { CustomerResponse } from '#api/catalog';
import type { CustomerFormInput } from '#domain/catalog/customer.schema';

export interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  hasAddress: boolean;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    country: string;
    zip: string;
    residential: boolean;
  };
}

const emptyAddress = (): CustomerFormValues['address'] => ({
  address1: '',
  address2: '',
  city: '',
  state: '',
  country: 'US',
  zip: '',
  residential: false,
});

export function emptyCustomerForm(): CustomerFormValues {
  return { name: '', email: '', phone: '', company: '', hasAddress: false, address: emptyAddress() };
}

export function customerToFormValues(c: CustomerResponse): CustomerFormValues {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    hasAddress: Boolean(c.address),
    address: c.address ? { ...c.address } : emptyAddress(),
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
