import { describe, expect, it } from 'vitest';
import {
  carrierCountry,
  fromShippingAddress,
  fromWarehouse,
  hasStreetAndZip,
  toShippingAddress,
  type LooseShippingAddress,
} from '#domain/address/address-mappers.rules';
import type { PostalAddress } from '#domain/address/postal-address';
import { orderWarehouseSchema, type OrderWarehouse } from '#domain/address/warehouse.schema';

/** A complete shipping address in the spec's words (orders §3). */
const ada = {
  company: 'Analytical Engines',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '5125550100',
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Boston',
  state: 'MA',
  country: 'US',
  zip: '02108',
  residential: true,
};

const warehouse = (address: Record<string, unknown>, name = 'Kitchen'): OrderWarehouse =>
  orderWarehouseSchema.parse({ id: 'w1', name, address });

describe('address mappers: the spec shapes to the internal address and back', () => {
  it.each([
    ['', 'US'],
    [null, 'US'],
    ['usa', 'US'],
    ['uk', 'GB'],
    ['GBR', 'GB'],
    ['can', 'CA'],
    [' pr ', 'PR'],
    ['ca', 'CA'],
  ] as const)('orders §3 country (default US): %j → %s', (input, expected) => {
    expect(carrierCountry(input)).toBe(expected);
  });

  it.each<[string, LooseShippingAddress | null, PostalAddress]>([
    [
      'orders §3 shipping address: address1/address2/zip become street1/street2/zip',
      { ...ada, country: 'us' },
      {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        street1: '1 Main St',
        street2: 'Apt 4',
        city: 'Boston',
        state: 'MA',
        zip: '02108',
        country: 'US',
        phone: '5125550100',
        email: 'ada@example.com',
        residential: true,
      },
    ],
    [
      'empty optional parts stay absent (a carrier request carries no blanks)',
      { name: 'M', company: '', address1: ' 2 Elm St ', address2: '', city: 'Austin', state: 'TX', zip: '78701' },
      {
        name: 'M',
        company: undefined,
        street1: '2 Elm St',
        street2: undefined,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
        phone: undefined,
        email: undefined,
        residential: false,
      },
    ],
    [
      'no address at all reads as empty parts',
      null,
      {
        name: '',
        company: undefined,
        street1: '',
        street2: undefined,
        city: '',
        state: '',
        zip: '',
        country: 'US',
        phone: undefined,
        email: undefined,
        residential: false,
      },
    ],
  ])('fromShippingAddress: %s', (_, input, expected) => {
    expect(fromShippingAddress(input)).toEqual(expected);
  });

  const fullWarehouse = {
    companyName: 'Acme Foods',
    phone: '5125550199',
    email: 'ship@acme.example',
    street1: '500 W 2nd St',
    street2: 'Dock 3',
    street3: 'Door B',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zipCode: '78701',
    fullZipCode: '78701-1234',
    residential: false,
  };

  it.each<[string, OrderWarehouse | null, 'zipCode' | 'fullZipCode' | undefined, Partial<PostalAddress>]>([
    [
      'orders §3 warehouse: the name is the sender, street3 joins street2, the five-digit ZIP leads',
      warehouse(fullWarehouse),
      undefined,
      {
        name: 'Kitchen',
        company: 'Acme Foods',
        street1: '500 W 2nd St',
        street2: 'Dock 3 Door B',
        zip: '78701',
        phone: '5125550199',
        email: 'ship@acme.example',
      },
    ],
    ['a printed document leads with the ZIP+4', warehouse(fullWarehouse), 'fullZipCode', { zip: '78701-1234' }],
    [
      'the other ZIP fills in when the first is empty',
      warehouse({ ...fullWarehouse, zipCode: '' }),
      'zipCode',
      {
        zip: '78701-1234',
      },
    ],
    [
      "the company line is always a text (the warehouse's own field), contact parts absent when empty",
      warehouse({ street1: '1 Dock Rd', zipCode: '10001' }, ''),
      undefined,
      { name: '', company: '', street2: undefined, phone: undefined, email: undefined, country: 'US' },
    ],
    ['no warehouse reads as empty parts', null, undefined, { name: '', street1: '', zip: '', country: 'US' }],
  ])('fromWarehouse: %s', (_, input, zip, expected) => {
    expect(fromWarehouse(input, { zip })).toMatchObject(expected);
  });

  it.each<[string, PostalAddress, Record<string, unknown>]>([
    [
      'orders §3: street1/street2/zip go back to address1/address2/zip',
      { name: 'Ada', street1: '1 Main St', street2: 'Apt 4', city: 'Boston', state: 'MA', zip: '02108', country: 'US' },
      { ...ada, company: '', name: 'Ada', email: '', phone: '', residential: false },
    ],
    [
      'the country is kept as given: the order rules judge it',
      { street1: '9 Rue', city: 'Toronto', state: 'ON', zip: 'M5V 3L9', country: 'CA', residential: true },
      { name: '', address1: '9 Rue', country: 'CA', zip: 'M5V 3L9', residential: true },
    ],
  ])('toShippingAddress: %s', (_, input, expected) => {
    expect(toShippingAddress(input)).toMatchObject(expected);
  });

  it('a shipping address survives the round trip (orders §3)', () => {
    expect(toShippingAddress(fromShippingAddress(ada))).toEqual(ada);
  });

  it.each([
    [{ street1: '1 Main St', zip: '02108' }, true],
    [{ street1: '', zip: '02108' }, false],
    [{ street1: '1 Main St', zip: '' }, false],
  ])('a carrier needs a street and a ZIP: %j → %s', (parts, expected) => {
    expect(hasStreetAndZip({ city: '', state: '', country: 'US', ...parts })).toBe(expected);
  });
});
