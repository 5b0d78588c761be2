import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLAIM_DEFAULT_PHONE,
  CLAIM_PLACEHOLDER_MERCHANT_NAME,
  CLAIM_PLACEHOLDER_PAYEE_EMAIL,
  CLAIM_SUPPORT_EMAIL,
  claimBol,
  claimCarrierName,
  claimQuantity,
  claimShippingAmount,
  isRepairable,
  prefillClaim,
  type ClaimPrefillShipment,
} from '#domain/claims/claim-prefill.rules';

const now = new Date('2026-03-15T03:30:00Z'); // 03/14 evening in New York, 03/15 in UTC
const opts = { now, timeZone: 'America/New_York' };

describe('claim prefill fallbacks (accounts §3)', () => {
  it.each<[string, ClaimPrefillShipment, { bol?: string } | undefined, string]>([
    ['claimDetails bol first', { label: { trackingCode: 'L1' } }, { bol: 'B1' }, 'B1'],
    [
      'then the label tracking code',
      { label: { trackingCode: 'L1' }, createdShipment: { tracking_code: 'C1' } },
      {},
      'L1',
    ],
    [
      'then the created shipment tracking code',
      { label: {}, createdShipment: { tracking_code: 'C1' } },
      undefined,
      'C1',
    ],
    ['else empty', {}, undefined, ''],
  ])('accounts §3: bol, %s', (_n, shipment, details, expected) => {
    expect(claimBol(shipment, details)).toBe(expected);
  });

  it.each([
    ['y', true],
    ['Y', true],
    ['yes', true],
    ['YES', true],
    [' Yes ', true],
    ['no', false],
    ['n', false],
    ['', false],
    [null, false],
    [true, true],
    [false, false],
  ] as const)('accounts §3: repairable %s → %s', (value, expected) => {
    expect(isRepairable(value)).toBe(expected);
  });

  it.each<[string, ClaimPrefillShipment, { quantity?: number | string } | undefined, number]>([
    ['sum of product quantities', { products: [{ quantity: 2 }, { quantity: '3' }] }, { quantity: 9 }, 5],
    ['claimDetails quantity when no products', { products: [] }, { quantity: 9 }, 9],
    ['claimDetails quantity when products sum to 0', { products: [{ quantity: 0 }] }, { quantity: '4' }, 4],
    ['else 0', {}, undefined, 0],
  ])('accounts §3: quantity, %s', (_n, shipment, details, expected) => {
    expect(claimQuantity(shipment, details)).toBe(expected);
  });

  it.each([
    [undefined, 'UPS'],
    ['', 'UPS'],
    ['UPSSurePost', 'UPS SUREPOST'],
    ['UPS SurePost', 'UPS SUREPOST'],
    ['FedEx', 'FedEx'],
    ['USPS', 'USPS'],
  ] as const)('accounts §3: carrier %s → %s', (carrier, shown) => {
    expect(claimCarrierName(carrier)).toBe(shown);
  });

  it.each<[string, ClaimPrefillShipment, { shippingAmount?: number } | undefined, number | undefined]>([
    [
      "preferred rate's marked-up rate",
      {
        preferredRate: { markedUpRates: { rate: '12.5' } },
        createdShipment: { selected_rate: { markedUpRates: { rate: 9 } } },
      },
      { shippingAmount: 3 },
      12.5,
    ],
    [
      "then the selected rate's marked-up rate",
      { preferredRate: {}, createdShipment: { selected_rate: { markedUpRates: { rate: 9 } } } },
      { shippingAmount: 3 },
      9,
    ],
    ['then claimDetails shippingAmount', {}, { shippingAmount: 3 }, 3],
    ['else undefined', {}, undefined, undefined],
  ])('accounts §3: shippingAmount, %s', (_n, shipment, details, expected) => {
    expect(claimShippingAmount(shipment, details)).toBe(expected);
  });
});

describe('prefillClaim (accounts §3)', () => {
  const warehouse = {
    address: {
      companyName: 'Acme Foods',
      phone: '555-111-2222',
      street1: '1 Dock Rd.',
      street2: 'Bay #2',
      city: 'Newark',
      state: 'NJ',
      zipCode: '07102',
      country: 'US',
    },
  };
  const createdShipment = {
    tracking_code: '1Z999',
    from_address: {
      company: 'Acme',
      name: 'Pat Packer',
      street1: '9 Other St',
      city: 'Trenton',
      state: 'NJ',
      zip: '08601',
      country: 'US',
      phone: '555-000-0000',
      email: 'pat@acme.test',
    },
    to_address: {
      name: "Mary-Jane O'Neil",
      street1: '5 Elm St, Apt 3',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      country: 'US',
      phone: '617-555-0100',
      email: 'mj@example.test',
    },
  };

  it('accounts §3: details from the fallbacks; lossDate today in the merchant timezone', () => {
    const p = prefillClaim(
      {
        shipment: { products: [{ quantity: 2 }], createdShipment },
        claimDetails: { repairable: 'Yes', commodity: 'Seafood' },
      },
      opts,
    );
    expect(p.claimDetails).toMatchObject({
      bol: '1Z999',
      lossDate: '03/14/2026',
      repairable: true,
      quantity: 2,
      carrier: 'UPS',
      commodity: 'Seafood',
    });
  });

  it('accounts §3: a given lossDate is kept', () => {
    expect(prefillClaim({ claimDetails: { lossDate: '01/02/2026' } }, opts).claimDetails.lossDate).toBe('01/02/2026');
  });

  it('accounts §3: sender takes the warehouse first, sanitised', () => {
    const p = prefillClaim(
      {
        order: { warehouse, shipments: [{ createdShipment }] },
        blocks: { senderDetails: { fullName: 'Someone Else', emailAddress: 'own@x.test' } },
      },
      opts,
    );
    expect(p.senderDetails).toEqual({
      fullName: 'Acme Foods',
      firstName: 'Acme',
      lastName: 'Foods',
      phoneNumber: '555-111-2222',
      addressLine1: '1 Dock Rd',
      addressLine2: 'Bay 2',
      city: 'Newark',
      state: 'NJ',
      postalCode: '07102',
      country: 'US',
      emailAddress: 'own@x.test',
    });
  });

  it("accounts §3: then the claim's own block, then the created shipment's from_address", () => {
    const p = prefillClaim(
      {
        shipment: { createdShipment },
        blocks: { senderDetails: { firstName: 'Own', lastName: 'Sender', city: 'Camden' } },
      },
      opts,
    );
    expect(p.senderDetails).toMatchObject({
      fullName: 'Own Sender',
      firstName: 'Own',
      lastName: 'Sender',
      city: 'Camden',
      addressLine1: '9 Other St',
      postalCode: '08601',
      emailAddress: 'pat@acme.test',
    });
  });

  it("accounts §3: recipient comes from the claim block, then the created shipment's to_address; names keep letters and spaces", () => {
    const p = prefillClaim({ order: { warehouse, shipments: [{ createdShipment }] } }, opts);
    expect(p.recipientDetails).toEqual({
      fullName: 'MaryJane ONeil',
      firstName: 'MaryJane',
      lastName: 'ONeil',
      phoneNumber: '617-555-0100',
      addressLine1: '5 Elm St Apt 3',
      addressLine2: '',
      city: 'Boston',
      state: 'MA',
      postalCode: '02108',
      country: 'US',
      emailAddress: 'mj@example.test',
    });
  });

  it('accounts §3: defaults when nothing is known', () => {
    const p = prefillClaim({}, opts);
    expect(p.payeeDetails).toMatchObject({
      fullName: CLAIM_PLACEHOLDER_MERCHANT_NAME,
      phoneNumber: '1234567890',
      emailAddress: CLAIM_PLACEHOLDER_PAYEE_EMAIL,
    });
    expect(p.contactDetails).toMatchObject({
      fullName: CLAIM_PLACEHOLDER_MERCHANT_NAME,
      phoneNumber: CLAIM_DEFAULT_PHONE,
      emailAddress: CLAIM_SUPPORT_EMAIL,
    });
    expect(p.recipientDetails.phoneNumber).toBe('1234567890');
    expect(p.claimDetails).toMatchObject({
      bol: '',
      carrier: 'UPS',
      quantity: 0,
      repairable: false,
      shippingAmount: undefined,
    });
  });

  it('accounts §3: prefill never throws and always yields sanitised names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, street, code) => {
        const p = prefillClaim(
          { shipment: { label: { trackingCode: code }, createdShipment: { to_address: { name, street1: street } } } },
          opts,
        );
        expect(p.recipientDetails.fullName).toMatch(/^[\p{L} ]*$/u);
        expect(p.recipientDetails.addressLine1).toMatch(/^[\p{L}0-9_ ]*$/u);
      }),
    );
  });
});

describe("the recipient when the created shipment keeps no to_address: the order's shipping address", () => {
  const shippingAddress = {
    name: 'Maria Lopez',
    address1: '100 Cambridge St',
    address2: 'Apt 4',
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    country: 'US',
    phone: '617-555-0199',
  };

  it('fills the recipient block from the order', () => {
    const p = prefillClaim({ shipment: { label: { trackingCode: 'L1' } }, order: { shippingAddress } }, opts);
    expect(p.recipientDetails).toMatchObject({
      fullName: 'Maria Lopez',
      addressLine1: '100 Cambridge St',
      addressLine2: 'Apt 4',
      city: 'Boston',
      state: 'MA',
      postalCode: '02114',
      country: 'US',
    });
  });

  it("the created shipment's to_address still wins", () => {
    const shipment = {
      label: { trackingCode: 'L1' },
      createdShipment: { to_address: { name: 'Ana Ruiz', street1: '1 Main St', city: 'Austin', state: 'TX' } },
    };
    const p = prefillClaim({ shipment, order: { shippingAddress } }, opts);
    expect(p.recipientDetails).toMatchObject({ fullName: 'Ana Ruiz', addressLine1: '1 Main St', city: 'Austin' });
  });
});
