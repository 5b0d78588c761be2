import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_ISSUES,
  ORDER_ISSUES_HEADING,
  formatOrderIssuesNotice,
  orderSubmitFieldErrors,
  orderSubmitIssues,
  orderSubmitProblemLines,
  type SubmitOrder,
  type SubmitShipment,
} from '#domain/orders/order-submit.rules';

const warehouseAddress = {
  companyName: 'Acme',
  phone: '555-123-4567',
  street1: '1 Dock Rd',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zipCode: '78701',
};
const recipient = {
  name: 'Ann Lee',
  address1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
  phone: '',
};
const caRecipient = { ...recipient, city: 'Ottawa', state: 'ON', zip: 'K1A 0B1', country: 'CA', phone: '613-555-0100' };
const product = (extra: object = {}) => ({
  _id: 'p1',
  quantity: 1,
  price: 10,
  dimensions: { weight: { value: 2, units: 'lb' } },
  ...extra,
});
const box = { name: 'Medium', weight: { value: 1, units: 'lb' } };
const shipment = (extra: Partial<SubmitShipment> = {}): SubmitShipment => ({
  box,
  products: [product()],
  packagings: [],
  options: {},
  ...extra,
});
const order = (extra: Partial<SubmitOrder> = {}): SubmitOrder => ({
  orderNumber: '1001',
  shippingAddress: recipient,
  warehouse: { address: warehouseAddress },
  shipments: [shipment()],
  ...extra,
});
/** 10 lb: heavier than the dry ice the international-limit cases carry, so only the limit is in question. */
const heavyProduct = product({ dimensions: { weight: { value: 10, units: 'lb' } } });
const intlSettings = {
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { label: '0303', value: '0303', description: 'Fish' },
  quantity: 1,
  countryOfOrigin: 'US',
};

describe('orders §5 / accounts §5: order submit checks', () => {
  it.each<{ rule: string; order: SubmitOrder; expected: string[] }>([
    { rule: 'a complete domestic order has no issues', order: order(), expected: [] },
    {
      rule: "'Order Number Required'",
      order: order({ orderNumber: '  ' }),
      expected: [ORDER_ISSUES.orderNumberRequired],
    },
    {
      rule: "'Recipient Missing or Invalid' (missing)",
      order: order({ shippingAddress: null }),
      expected: [ORDER_ISSUES.recipientInvalid],
    },
    {
      rule: "'Recipient Missing or Invalid' (bad zip)",
      order: order({ shippingAddress: { ...recipient, zip: '12' } }),
      expected: [ORDER_ISSUES.recipientInvalid],
    },
    {
      rule: 'From Address form must be valid (ours)',
      order: order({ warehouse: { address: { ...warehouseAddress, street1: '' } } }),
      expected: [ORDER_ISSUES.fromAddressInvalid],
    },
    {
      rule: 'product bad: quantity zero (ours)',
      order: order({ shipments: [shipment({ products: [product({ quantity: 0 })] })] }),
      expected: [ORDER_ISSUES.productInvalid],
    },
    {
      rule: 'product bad: no price (ours)',
      order: order({ shipments: [shipment({ products: [product({ price: undefined })] })] }),
      expected: [ORDER_ISSUES.productInvalid],
    },
    {
      rule: 'product bad: no identifier (ours)',
      order: order({ shipments: [shipment({ products: [product({ _id: undefined })] })] }),
      expected: [ORDER_ISSUES.productInvalid],
    },
    {
      rule: 'product bad: weight over 150 lb',
      order: order({
        shipments: [shipment({ products: [product({ dimensions: { weight: { value: 151, units: 'lb' } } })] })],
      }),
      expected: [ORDER_ISSUES.productInvalid, ORDER_ISSUES.parcelWeight],
    },
    {
      rule: 'product weight over 150 lb is fine when weights type is custom',
      order: order({
        shipments: [
          shipment({
            products: [product({ dimensions: { weight: { value: 70, units: 'kg' } } })],
            weights: { type: 'custom', customWeight: 20, weightToShow: 'lb' },
          }),
        ],
      }),
      expected: [],
    },
    {
      rule: 'packaging follows similar rules (ours)',
      order: order({ shipments: [shipment({ packagings: [{ packagingId: 'k1', quantity: 1 }] })] }),
      expected: [ORDER_ISSUES.packagingInvalid],
    },
    {
      rule: 'a packaging is identified by packagingId',
      order: order({ shipments: [shipment({ packagings: [{ packagingId: 'k1', quantity: 1, price: 0 }] })] }),
      expected: [],
    },
    {
      rule: "'Full Coverage must be greater than $0'",
      order: order({
        shipments: [shipment({ options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 0 } })],
      }),
      expected: [ORDER_ISSUES.insuranceZero],
    },
    {
      rule: "'Total Order Full Coverage must be greater than Order Value of ${value}'",
      order: order({
        hasShipfareProtection: true,
        orderValue: 120,
        shipments: [shipment({ options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 100 } })],
      }),
      expected: ['Total Order Full Coverage must be greater than Order Value of $120'],
    },
    {
      rule: 'protection: coverage equal to the order value is not greater',
      order: order({
        hasShipfareProtection: true,
        orderValue: 99.5,
        shipments: [shipment({ options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 99.5 } })],
      }),
      expected: ['Total Order Full Coverage must be greater than Order Value of $99.50'],
    },
    {
      rule: 'protection: coverage is summed over shipments',
      order: order({
        hasShipfareProtection: true,
        orderValue: 150,
        shipments: [1, 2].map(() =>
          shipment({ options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 100 } }),
        ),
      }),
      expected: [],
    },
    {
      rule: 'dry ice active needs weight and unit (ours)',
      order: order({ shipments: [shipment({ options: { dryIceActive: true, dryIceWeight: 2 } })] }),
      expected: [ORDER_ISSUES.dryIceWeightAndUnit],
    },
    {
      rule: 'dry ice active with weight and unit is fine',
      order: order({ shipments: [shipment({ options: { dryIceActive: true, dryIceWeight: 2, dryIceUnit: 'lb' } })] }),
      expected: [],
    },
    {
      rule: 'international dry ice over 5.5 lb (ours)',
      order: order({
        shippingAddress: caRecipient,
        shipments: [
          shipment({
            internationalSettings: intlSettings,
            products: [heavyProduct],
            options: { dryIceActive: true, dryIceWeight: 3, dryIceUnit: 'kg' },
          }),
        ],
      }),
      expected: [ORDER_ISSUES.internationalDryIceLimit],
    },
    {
      rule: 'domestic dry ice over 5.5 lb is allowed',
      order: order({
        shipments: [
          shipment({ products: [heavyProduct], options: { dryIceActive: true, dryIceWeight: 3, dryIceUnit: 'kg' } }),
        ],
      }),
      expected: [],
    },
    {
      rule: 'dry ice heavier than the parcel without it, weights from the products (2 lb box + 3 lb product + 40 lb dry ice)',
      order: order({
        shipments: [
          shipment({
            box: { name: 'Cooler', weight: { value: 2, units: 'lb' } },
            products: [product({ dimensions: { weight: { value: 3, units: 'lb' } } })],
            options: { dryIceActive: true, dryIceWeight: 40, dryIceUnit: 'lb' },
          }),
        ],
      }),
      expected: [ORDER_ISSUES.dryIceMoreThanParcel],
    },
    {
      rule: 'dry ice as heavy as the parcel without it is allowed (2 lb box + 3 lb product + 5 lb dry ice)',
      order: order({
        shipments: [
          shipment({
            box: { name: 'Cooler', weight: { value: 2, units: 'lb' } },
            products: [product({ dimensions: { weight: { value: 3, units: 'lb' } } })],
            options: { dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' },
          }),
        ],
      }),
      expected: [],
    },
    {
      rule: 'dry ice heavier than the parcel (ours)',
      order: order({
        shipments: [
          shipment({
            weights: { type: 'custom', customWeight: 2, weightToShow: 'lb' },
            options: { dryIceActive: true, dryIceWeight: 5, dryIceUnit: 'lb' },
          }),
        ],
      }),
      expected: [ORDER_ISSUES.dryIceMoreThanParcel],
    },
    {
      rule: "'Weight should be greater than 0 and less than 150 lb' (missing)",
      order: order({
        shipments: [
          shipment({
            box: { name: 'Bag', weight: { value: 0, units: 'lb' } },
            products: [product({ dimensions: { weight: { value: 0, units: 'lb' } } })],
          }),
        ],
      }),
      expected: [ORDER_ISSUES.parcelWeight],
    },
    {
      rule: "'Weight should be greater than 0 and less than 150 lb' (over)",
      order: order({ shipments: [shipment({ products: [product({ quantity: 80 })] })] }),
      expected: [ORDER_ISSUES.parcelWeight],
    },
    {
      rule: 'parcel weight applies to Parcel orders only',
      order: order({ shipmentType: 'LocalCourier', shipments: [shipment({ products: [product({ quantity: 80 })] })] }),
      expected: [],
    },
    {
      rule: "'Letter package weight should not exceed 1 LB'",
      order: order({ shipments: [shipment({ box: { name: 'FedExEnvelope', weight: { value: 0.1, units: 'lb' } } })] }),
      expected: [ORDER_ISSUES.letterWeight],
    },
    {
      rule: 'a letter under 1 lb is fine',
      order: order({
        shipments: [
          shipment({
            box: { name: 'UPS Letter', weight: { value: 0.1, units: 'lb' } },
            products: [product({ dimensions: { weight: { value: 8, units: 'oz' } } })],
          }),
        ],
      }),
      expected: [],
    },
    {
      rule: "'Shipment Box Is Required'",
      order: order({ shipments: [shipment({ box: null })] }),
      expected: [ORDER_ISSUES.boxRequired],
    },
    {
      rule: "international needs settings (ours) and a recipient phone ('recipient phone mandatory for international')",
      order: order({ shippingAddress: { ...caRecipient, phone: '' } }),
      expected: [ORDER_ISSUES.internationalSettingsInvalid, ORDER_ISSUES.internationalPhone],
    },
    {
      rule: 'international with settings and phone is fine',
      order: order({ shippingAddress: caRecipient, shipments: [shipment({ internationalSettings: intlSettings })] }),
      expected: [],
    },
    {
      rule: 'international = origin and destination countries differ (CA warehouse to CA recipient is domestic)',
      order: order({
        shippingAddress: caRecipient,
        warehouse: { address: { ...warehouseAddress, state: 'ON', zipCode: 'K1A 0B1', country: 'CA' } },
      }),
      expected: [],
    },
  ])('$rule', ({ order: o, expected }) => {
    expect(orderSubmitProblemLines(o)).toEqual(expected);
  });

  it('orders §5: every problem is collected, not only the first', () => {
    const lines = orderSubmitProblemLines({
      orderNumber: '',
      shippingAddress: null,
      warehouse: null,
      shipments: [{ box: null, products: [] }],
    });
    expect(lines).toEqual([
      ORDER_ISSUES.orderNumberRequired,
      ORDER_ISSUES.recipientInvalid,
      ORDER_ISSUES.fromAddressInvalid,
      ORDER_ISSUES.productInvalid,
      ORDER_ISSUES.boxRequired,
      ORDER_ISSUES.parcelWeight,
    ]);
  });

  it('issues name the shipment they are about; repeated lines are shown once', () => {
    const o = order({ shipments: [shipment({ box: null }), shipment({ box: null })] });
    expect(orderSubmitIssues(o)).toEqual([
      { message: ORDER_ISSUES.boxRequired, shipmentIndex: 0 },
      { message: ORDER_ISSUES.boxRequired, shipmentIndex: 1 },
    ]);
    expect(orderSubmitProblemLines(o)).toEqual([ORDER_ISSUES.boxRequired]);
  });

  it('each check is a field message under the field it is about (a shipment by its index), first message kept', () => {
    const o = order({
      orderNumber: ' ',
      shipments: [shipment({ box: null }), shipment({ box: null })],
    });
    expect(orderSubmitFieldErrors(o)).toEqual({
      orderNumber: ORDER_ISSUES.orderNumberRequired,
      'shipments.0.box': ORDER_ISSUES.boxRequired,
      'shipments.1.box': ORDER_ISSUES.boxRequired,
    });
    expect(orderSubmitFieldErrors(order({ hasShipfareProtection: true, orderValue: 12 }))).toEqual({
      hasShipfareProtection: ORDER_ISSUES.coverageBelowOrderValue('12'),
    });
    expect(orderSubmitFieldErrors(order({}))).toEqual({});
  });

  it("orders §5: one notice headed 'Please Address Following Issues:' with one line each", () => {
    expect(ORDER_ISSUES_HEADING).toBe('Please Address Following Issues:');
    expect(formatOrderIssuesNotice(['Order Number Required', 'Shipment Box Is Required'])).toBe(
      'Please Address Following Issues:\nOrder Number Required\nShipment Box Is Required',
    );
    expect(formatOrderIssuesNotice([])).toBeUndefined();
  });

  it('the exact spec wordings', () => {
    expect(ORDER_ISSUES).toMatchObject({
      orderNumberRequired: 'Order Number Required',
      recipientInvalid: 'Recipient Missing or Invalid',
      insuranceZero: 'Full Coverage must be greater than $0',
      parcelWeight: 'Weight should be greater than 0 and less than 150 lb',
      letterWeight: 'Letter package weight should not exceed 1 LB',
      boxRequired: 'Shipment Box Is Required',
      internationalPhone: 'recipient phone mandatory for international',
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            orderNumber: fc.anything(),
            shippingAddress: fc.anything(),
            warehouse: fc.anything(),
            shipments: fc.oneof(
              fc.anything(),
              fc.array(
                fc.record(
                  {
                    box: fc.anything(),
                    products: fc.anything(),
                    packagings: fc.anything(),
                    options: fc.anything(),
                    weights: fc.anything(),
                    internationalSettings: fc.anything(),
                  },
                  { requiredKeys: [] },
                ),
              ),
            ),
            hasShipfareProtection: fc.anything(),
            orderValue: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        (o) => {
          expect(Array.isArray(orderSubmitProblemLines(o as SubmitOrder))).toBe(true);
        },
      ),
    );
  });
});
