import { describe, expect, it } from 'vitest';
import { mapAmazonOrder } from '#domain/stores/amazon-order.rules';
import {
  AMAZON_PII_RETENTION_DAYS,
  amazonBackfillStart,
  amazonPiiDueAt,
  amazonRetryDelayMs,
  nextAmazonCursor,
  withoutBuyerData,
} from '#domain/stores/amazon-sync.rules';
import type { OrderRecord } from '#domain/orders/order-record';

const ctx = { storeId: 'store-amz', importOptions: {} };
const order = (over: Record<string, unknown> = {}) => ({
  order: {
    AmazonOrderId: '902-1845936-5435065',
    PurchaseDate: '2026-11-25T14:12:09Z',
    LastUpdateDate: '2026-11-25T14:43:39Z',
    OrderStatus: 'Unshipped',
    FulfillmentChannel: 'MFN',
    OrderTotal: { CurrencyCode: 'USD', Amount: '31.00' },
    ShippingAddress: {
      Name: 'Grace Ortega',
      AddressLine1: '1100 Congress Ave',
      AddressLine2: 'Suite 2',
      City: 'Austin',
      StateOrRegion: 'TX',
      PostalCode: '78701',
      CountryCode: 'US',
      Phone: '+1 512-555-0142',
    },
    BuyerInfo: { BuyerEmail: 'x@marketplace.amazon.com' },
    ...over,
  },
  items: [
    {
      SellerSKU: 'SAUSAGE-BEEF',
      OrderItemId: '1',
      Title: 'Beef Sausage',
      QuantityOrdered: 2,
      ItemPrice: { Amount: '26.00' },
      ShippingPrice: { Amount: '5.00' },
    },
  ],
});

describe('mapAmazonOrder (Orders API v0 Order + OrderItems → the import rows)', () => {
  it('maps an unshipped merchant-fulfilled order: unit price from the line total, address and buyer email', () => {
    const m = mapAmazonOrder(order(), ctx);
    expect(m.outcome).toBe('mapped');
    if (m.outcome !== 'mapped') return;
    expect(m.group.orderNumber).toBe('902-1845936-5435065');
    expect(m.group.rows[0]!.values).toMatchObject({
      sku: 'SAUSAGE-BEEF',
      quantity: 2,
      price: 13,
      recipientName: 'Grace Ortega',
      address1: '1100 Congress Ave',
      address2: 'Suite 2',
      city: 'Austin',
      zip: '78701',
      email: 'x@marketplace.amazon.com',
    });
    expect(m.store.totals).toEqual({ currency: 'USD', subtotal: 26, shipping: 5, tax: 0, total: 31 });
  });

  it('skips what Shipdeck does not ship: Amazon-fulfilled (AFN) and Pending orders (no address yet)', () => {
    expect(mapAmazonOrder(order({ FulfillmentChannel: 'AFN' }), ctx).outcome).toBe('skipped');
    expect(mapAmazonOrder(order({ OrderStatus: 'Pending', ShippingAddress: undefined }), ctx).outcome).toBe('skipped');
  });

  it('a Canceled order is marked cancelled; an unparseable payload is invalid, never a throw', () => {
    const m = mapAmazonOrder(order({ OrderStatus: 'Canceled' }), ctx);
    expect(m.outcome === 'mapped' && m.store.cancelled).toBe(true);
    expect(mapAmazonOrder({ order: { AmazonOrderId: 5 }, items: [] }, ctx).outcome).toBe('invalid');
    expect(mapAmazonOrder(null, ctx).outcome).toBe('invalid');
  });
});

describe('the poll cursor (LastUpdatedAfter)', () => {
  const now = new Date('2026-11-25T16:00:00.000Z');
  it('moves to the latest LastUpdateDate read, never back, never within two minutes of now', () => {
    const prev = '2026-11-25T14:00:00.000Z';
    expect(nextAmazonCursor(prev, ['2026-11-25T14:43:39Z', '2026-11-25T14:10:00Z'], now)).toBe(
      '2026-11-25T14:43:39.000Z',
    );
    expect(nextAmazonCursor(prev, [], now)).toBe(prev);
    expect(nextAmazonCursor(prev, ['2026-11-25T13:00:00Z', 'garbage'], now)).toBe(prev);
    expect(nextAmazonCursor(prev, ['2026-11-25T15:59:30Z'], now)).toBe('2026-11-25T15:58:00.000Z');
  });
  it('a new store reaches back 14 days', () => {
    expect(amazonBackfillStart(now)).toBe('2026-11-11T16:00:00.000Z');
  });
});

describe('throttling backoff', () => {
  it("waits for Amazon's rate limit to give a token back, else doubles from one second, capped at 30 s", () => {
    expect(amazonRetryDelayMs(0, '0.5')).toBe(2000);
    expect(amazonRetryDelayMs(0, '20')).toBe(1000);
    expect(amazonRetryDelayMs(2, null)).toBe(4000);
    expect(amazonRetryDelayMs(9, null)).toBe(30_000);
    expect(amazonRetryDelayMs(0, '0.0167')).toBe(30_000);
  });
});

describe('buyer data retention', () => {
  it(`is due ${AMAZON_PII_RETENTION_DAYS} days after the shipment was confirmed`, () => {
    expect(amazonPiiDueAt(new Date('2026-11-25T16:00:00.000Z'))).toBe('2026-12-25T16:00:00.000Z');
  });

  it("clears the recipient's name, contact and streets (and the carrier's echo), keeps city, state, zip, country", () => {
    const record = {
      id: 'o1',
      shippingAddress: {
        company: 'Co',
        name: 'Grace Ortega',
        email: 'x@marketplace.amazon.com',
        phone: '+1 512',
        address1: '1100 Congress Ave',
        address2: 'Suite 2',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
        residential: true,
      },
      shipments: [{ id: 's1', createdShipment: { tracking_code: 'T1', to_address: { name: 'Grace Ortega' } } }],
    } as unknown as OrderRecord;
    const cleared = withoutBuyerData(record)!;
    expect(cleared.shippingAddress).toEqual({
      company: '',
      name: '',
      email: '',
      phone: '',
      address1: '',
      address2: '',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zip: '78701',
      residential: true,
    });
    expect(cleared.shipments[0]!.createdShipment).toEqual({ tracking_code: 'T1' });
    expect(withoutBuyerData(cleared)).toBeUndefined();
  });
});
