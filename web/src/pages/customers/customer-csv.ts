import type { CustomerFormInput } from '../../../../shared/domain/catalog/customer.schema';
import { cell, isYes } from '../products/import-csv';

/** Accepted header names per field; the first is the one the template uses. */
export const CUSTOMER_COLUMNS = {
  name: ['name', 'full name', 'customer name'],
  email: ['email', 'email address'],
  phone: ['phone', 'phone number'],
  company: ['company', 'company name'],
  address1: ['address1', 'address', 'street', 'street1', 'address line 1'],
  address2: ['address2', 'street2', 'address line 2'],
  city: ['city'],
  state: ['state', 'province', 'state code'],
  country: ['country', 'country code'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  residential: ['residential'],
} as const;

export const CUSTOMER_REQUIRED_COLUMNS = { name: CUSTOMER_COLUMNS.name };

/** A CSV row as a customer; the address goes along only when any of its columns is filled. */
export function customerFromCsv(record: Record<string, string>): CustomerFormInput {
  const get = (field: keyof typeof CUSTOMER_COLUMNS) => cell(record, CUSTOMER_COLUMNS[field]);
  const addressFields = ['address1', 'address2', 'city', 'state', 'zip'] as const;
  const hasAddress = addressFields.some((f) => get(f) !== '');
  return {
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    company: get('company'),
    address: hasAddress
      ? { address1: get('address1'), address2: get('address2'), city: get('city'), state: get('state'), country: get('country'), zip: get('zip'), residential: isYes(get('residential')) }
      : null,
  };
}
