import type { CustomerFormInput } from '../catalog/customer.schema';
import { applyMapping, type ColumnMapping } from './column-mapping.rules';
import { CUSTOMER_IMPORT_FIELDS, type CustomerImportField } from './import-fields.constants';

const KEYS = CUSTOMER_IMPORT_FIELDS.map((f) => f.key);

/**
 * A mapped customer row as POST /api/customers/create/bulk takes it (orders §7). The address is
 * sent only when a line of it was given; the bulk route validates each row with the form rules.
 */
export function customerRowToBulk(
  values: Readonly<Record<string, string>>,
  mapping: ColumnMapping<CustomerImportField>,
): CustomerFormInput {
  const r = applyMapping(values, mapping, KEYS);
  const hasAddress = [r.address1, r.address2, r.city, r.state, r.zip].some((v) => v !== '');
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    address: hasAddress
      ? {
          address1: r.address1,
          address2: r.address2,
          city: r.city,
          state: r.state.toUpperCase(),
          zip: r.zip,
          country: (r.country || 'US').toUpperCase(),
        }
      : null,
  };
}
