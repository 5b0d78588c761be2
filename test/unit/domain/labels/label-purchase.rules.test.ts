import { describe, expect, it } from 'vitest';
import type { PurchasedLabel } from '#domain/carriers/carrier.models';
import {
  labelShipDate,
  chosenQuote,
  idempotencyKeyOf,
  labelFileKey,
  labelSequenceOf,
  NO_CHOSEN_RATE,
  purchaseBatchView,
  purchaseBlocker,
  selectedRateOf,
  shipmentAfterPurchase,
} from '#domain/labels/label-purchase.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { Shipment } from '#domain/shipments/shipment.schema';

const quote = {
  rateId: 'r1',
  carrier: 'UPS',
  service: 'Ground',
  serviceName: 'Cold Chain Ground',
  priceCents: 1_250,
  charges: [],
  transitDays: 3,
};
const shipment = (over: Partial<Shipment> = {}): Shipment =>
  ({
    id: 's1',
    products: [],
    packagings: [],
    preferredRate: { rateId: 'r1', carrier: 'UPS', service: 'Ground' },
    allRates: [quote],
    ...over,
  }) as unknown as Shipment;
const order = (over: Partial<OrderRecord> = {}, s = shipment()): OrderRecord =>
  ({ id: 'o1', source: 'manual', shipments: [s], warehouse: { name: 'W', address: {} }, ...over }) as OrderRecord;

describe('label purchase rules (orders §4 rate purchase, §3 shipment)', () => {
  it.each([
    ['allowed', order(), undefined],
    ['archived order', order({ archived: true }), 'The order is archived'],
    ['cancelled order', order({ isCancelled: true }), 'The order is cancelled'],
    ['no warehouse', order({ warehouse: null }), 'Choose a warehouse to ship from first'],
    [
      'already a label',
      order({}, shipment({ billOfLading: { trackingCode: 'T' } })),
      'This shipment already has a label',
    ],
    ['a refund', order({}, shipment({ refund: { refund_status: 'submitted' } })), 'This shipment has a refund'],
    ['no rate', order({}, shipment({ preferredRate: null })), NO_CHOSEN_RATE],
    ['frozen without quote', order({ loadType: 'Frozen' }), 'Refrigerated and frozen loads need a quote first'],
  ])('%s', (_, o, expected) => {
    expect(purchaseBlocker(o, o.shipments[0])).toBe(expected);
  });

  it('the bought quote is the rate shop quote the preferred rate names; none without one', () => {
    expect(chosenQuote(shipment())).toEqual(quote);
    expect(chosenQuote(shipment({ allRates: [] }))).toBeUndefined();
    expect(chosenQuote(shipment({ preferredRate: { service: 'Ground', carrier: 'UPS' } }))).toBeUndefined();
  });

  it('labels are numbered per shipment: 1, then the next for a rebooking; keys are deterministic', () => {
    expect(labelSequenceOf(shipment())).toBe(1);
    expect(labelSequenceOf(shipment({ billOfLading: { trackingCode: 'T', purchaseKey: 's1#1', sequence: 1 } }))).toBe(
      2,
    );
    expect(idempotencyKeyOf('a', 's1', 1, 2)).toBe('lbl_a_s1_1_2');
    expect(labelFileKey('a', 's1', 'lbl_a_s1_1_1', 'zpl')).toBe('labels/a/s1/lbl_a_s1_1_1.zpl');
  });

  it('after purchase: label, billOfLading, createdShipment with the marked-up rate in dollars, status pre_transit', () => {
    const label = {
      carrier: 'UPS',
      service: 'Ground',
      trackingCode: '1Z9',
      trackingUrl: 'https://t/1Z9',
      carrierShipmentId: 'shp_1',
      purchasedAt: '2030-01-02T10:00:00.000Z',
    } as PurchasedLabel;
    const after = shipmentAfterPurchase(shipment(), {
      label,
      quote: quote as never,
      purchaseKey: 's1#1',
      sequence: 1,
      pdfKey: 'k.pdf',
      shipDate: '2030-01-03',
    });
    expect(after).toMatchObject({
      shipmentStatus: 'pre_transit',
      label: { trackingCode: '1Z9', trackingUrl: 'https://t/1Z9' },
      billOfLading: {
        trackingCode: '1Z9',
        labelDate: '2030-01-02',
        shipDate: '2030-01-03',
        pdfKey: 'k.pdf',
        purchaseKey: 's1#1',
        sequence: 1,
      },
      createdShipment: {
        tracking_code: '1Z9',
        selected_rate: { serviceName: 'Cold Chain Ground', markedUpRates: { rate: 12.5 } },
      },
    });
    expect(selectedRateOf(after)).toMatchObject({ service: 'Ground', serviceName: 'Cold Chain Ground', rate: 12.5 });
  });

  it('a batch counts purchased, failed and pending items; a refused item keeps its own message', () => {
    const view = purchaseBatchView(
      'b1',
      [
        { orderId: 'o1', shipmentId: 's1', orderNumber: '1', sequence: 1 },
        { orderId: 'o2', shipmentId: 's2', orderNumber: '2', sequence: 1 },
        { orderId: 'o3', shipmentId: 's3', orderNumber: '3', state: 'failed', message: NO_CHOSEN_RATE },
      ],
      (item) =>
        item.shipmentId === 's1'
          ? { state: 'purchased', trackingCode: '1Z', amountCents: 1_250, attempt: 1 }
          : { state: 'queued', amountCents: 900, attempt: 1 },
    );
    expect(view).toMatchObject({ total: 3, purchased: 1, failed: 1, pending: 1 });
    expect(view.items[2]).toEqual({
      orderId: 'o3',
      shipmentId: 's3',
      orderNumber: '3',
      state: 'failed',
      message: NO_CHOSEN_RATE,
    });
  });
});

describe('the day a label is bought for', () => {
  const now = new Date('2026-11-24T03:30:00Z'); // still the 23rd in Austin
  it('is the ship date the quote was rated for (the merchant’s day), not the UTC date', () => {
    expect(labelShipDate('2026-11-23', now)).toBe('2026-11-23');
    expect(labelShipDate('2026-11-30', now)).toBe('2026-11-30');
  });
  it('is today once the rated day has passed, or when the rate names none', () => {
    expect(labelShipDate('2026-11-20', now)).toBe('2026-11-24');
    expect(labelShipDate(undefined, now)).toBe('2026-11-24');
    expect(labelShipDate('not a date', now)).toBe('2026-11-24');
  });
});
