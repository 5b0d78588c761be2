import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/orders/order-record';
import type { ShipmentFulfillment } from '#domain/stores/store-fulfillment';
import {
  ALREADY_FULFILLED,
  LABEL_REFUNDED,
  NOT_A_STORE_ORDER,
  NO_LABEL_YET,
  autoFulfillEnabled,
  fulfillableShipmentIds,
  fulfillmentBlocker,
  fulfillmentStateOf,
  orderWithFulfillment,
  orderWithFulfillmentError,
  storeCarrierName,
} from '#domain/stores/store-fulfillment.rules';
import { canCancelOrRefund, canEdit } from '#domain/shipments/shipment-actions.rules';

const bill = (id: string) => ({
  trackingCode: `1Z${id}`,
  carrier: 'UPS',
  service: 'Ground',
  labelDate: '2026-11-23',
  purchaseKey: `${id}#1`,
  sequence: 1,
  carrierShipmentId: 'shp',
  purchasedAt: '2026-11-23T10:00:00Z',
});
const fulfillment = (id: string): ShipmentFulfillment => ({
  platform: 'shopify',
  fulfillmentId: `ful_${id}`,
  at: '2026-11-23T11:00:00Z',
  trackingCode: `1Z${id}`,
  carrier: 'UPS',
  purchaseKey: `${id}#1`,
});

function order(shipments: Record<string, unknown>[], extra: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'o1',
    storeId: 'st1',
    source: 'shopify',
    shipments,
    warnings: [],
    fulfillmentState: 'unFulfilled',
    storeOrder: {
      platform: 'shopify',
      shop: 'a.myshopify.com',
      platformOrderId: '1',
      platformUpdatedAt: 'x',
      adminUrl: null,
    },
    ...extra,
  } as unknown as OrderRecord;
}

describe('accounts §3 auto-fulfil flags', () => {
  it.each([
    [{}, 'shopify', true],
    [{ shopify: false }, 'shopify', false],
    [{ shopify: true }, 'shopify', true],
    [{ shopify: false }, 'square', true],
  ])('flags %j, platform %s → %s', (flags, platform, expected) => {
    expect(autoFulfillEnabled(flags, platform)).toBe(expected);
  });
});

describe('which shipments can be sent to the store', () => {
  it.each([
    ['no store', order([{ id: 's1', billOfLading: bill('s1') }], { storeOrder: null }), NOT_A_STORE_ORDER],
    ['no label', order([{ id: 's1' }]), NO_LABEL_YET],
    [
      'refunded',
      order([{ id: 's1', billOfLading: bill('s1'), refund: { refund_status: 'refunded' } }]),
      LABEL_REFUNDED,
    ],
    ['fulfilled', order([{ id: 's1', billOfLading: bill('s1'), fulfillment: fulfillment('s1') }]), ALREADY_FULFILLED],
    ['labelled', order([{ id: 's1', billOfLading: bill('s1') }]), undefined],
    [
      'rejected refund keeps its label',
      order([{ id: 's1', billOfLading: bill('s1'), refund: { refund_status: 'rejected' } }]),
      undefined,
    ],
  ])('%s', (_name, o, expected) => {
    expect(fulfillmentBlocker(o, o.shipments[0])).toBe(expected);
  });

  it('lists the labelled shipments not yet fulfilled', () => {
    const o = order([
      { id: 's1', billOfLading: bill('s1') },
      { id: 's2' },
      { id: 's3', billOfLading: bill('s3'), fulfillment: fulfillment('s3') },
    ]);
    expect(fulfillableShipmentIds(o)).toEqual(['s1']);
  });
});

describe('orders §4 fulfillment state and the fulfillment warning', () => {
  it('fulfilled only when every shipment with a live label is fulfilled', () => {
    const two = order([
      { id: 's1', billOfLading: bill('s1') },
      { id: 's2', billOfLading: bill('s2') },
    ]);
    const one = orderWithFulfillment(two, 's1', fulfillment('s1'))!;
    expect(one.fulfillmentState).toBe('unFulfilled');
    const both = orderWithFulfillment(one, 's2', fulfillment('s2'))!;
    expect(both.fulfillmentState).toBe('fulfilled');
    expect(orderWithFulfillment(both, 's2', fulfillment('s2'))).toBeUndefined();
  });

  it("a failure leaves one warning 'Error in fulfilling the shipment' with the store's reason; success clears it", () => {
    const o = order([{ id: 's1', billOfLading: bill('s1') }], {
      warnings: [{ type: 'address', message: 'Address not verified' }],
    });
    const failed = orderWithFulfillmentError(orderWithFulfillmentError(o, 's1', 'first')!, 's1', 'Order not found')!;
    expect(failed.fulfillmentState).toBe('error');
    expect(failed.warnings).toEqual([
      { type: 'address', message: 'Address not verified' },
      { type: 'fulfillment', message: 'Error in fulfilling the shipment: Order not found', shipmentId: 's1' },
    ]);
    const done = orderWithFulfillment(failed, 's1', fulfillment('s1'))!;
    expect(done.fulfillmentState).toBe('fulfilled');
    expect(done.warnings).toEqual([{ type: 'address', message: 'Address not verified' }]);
  });

  it('keeps refunded when nothing was pushed', () => {
    expect(fulfillmentStateOf(order([{ id: 's1' }], { fulfillmentState: 'refunded' }))).toBe('refunded');
  });

  it('orders §4 action rules: a fulfilled shipment can no longer be refunded or edited', () => {
    const s = { billOfLading: bill('s1'), fulfillment: fulfillment('s1') };
    expect(canCancelOrRefund(s)).toBe(false);
    expect(canEdit({}, { fulfillment: s.fulfillment })).toBe(false);
    expect(canEdit({}, {})).toBe(true);
  });

  it.each([
    ['UPSSurePost', 'UPS'],
    ['USPS', 'USPS'],
    ['FedEx', 'FedEx'],
  ])('carrier %s is %s to the store', (code, name) => {
    expect(storeCarrierName(code)).toBe(name);
  });
});
