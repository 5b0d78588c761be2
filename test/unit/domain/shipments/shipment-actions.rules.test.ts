import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canBook,
  canCancelOrRefund,
  canEdit,
  canPurchase,
  canRebook,
  isMarketplaceOrder,
  type ActionOrder,
  type ActionShipment,
} from '#domain/shipments/shipment-actions.rules';

const order: ActionOrder = {
  shipments: [{}],
  archived: false,
  isCancelled: false,
  warehouse: { id: 'w1' },
  platformType: 'shopify',
};
const shipment: ActionShipment = { shipmentStatus: 'pending', preferredRate: { service: 'Ground', carrier: 'UPS' } };

describe('can purchase (orders §4)', () => {
  it.each<[string, Partial<ActionOrder>, Partial<ActionShipment>, boolean]>([
    ['a ready parcel order', {}, {}, true],
    ['no shipments', { shipments: [] }, {}, false],
    ['shipments missing', { shipments: undefined }, {}, false],
    ['archived', { archived: true }, {}, false],
    ['cancelled', { isCancelled: true }, {}, false],
    ['no rate', {}, { preferredRate: null }, false],
    ['rate without a service (schema default)', {}, { preferredRate: { service: '' } }, false],
    ['empty warehouse object', { warehouse: {} }, {}, false],
    ['empty refund object is no refund', {}, { refund: {} }, true],
    ['no warehouse', { warehouse: null }, {}, false],
    ['has billOfLading', {}, { billOfLading: 'BOL1' }, false],
    ['has refund', {}, { refund: { refund_status: 'submitted' } }, false],
    ['has fulfillment', {}, { fulfillment: { id: 'f1' } }, false],
    ['Refrigerated load not quoted', { loadType: 'Refrigerated' }, { shipmentStatus: 'pendingQuote' }, false],
    ['Refrigerated load quoted', { loadType: 'Refrigerated' }, { shipmentStatus: 'quoted' }, true],
    ['Frozen load not quoted', { loadType: 'Frozen' }, { shipmentStatus: 'pending' }, false],
    ['Frozen load quoted', { loadType: 'Frozen' }, { shipmentStatus: 'quoted' }, true],
    ['other load type needs no quote', { loadType: 'Dry' }, { shipmentStatus: 'pending' }, true],
  ])('orders §4: %s → %s', (_n, o, s, expected) => {
    expect(canPurchase({ ...order, ...o }, { ...shipment, ...s })).toBe(expected);
  });
});

describe('can book / cancel-refund (orders §4)', () => {
  it.each<[string, Partial<ActionShipment>, boolean]>([
    ['billOfLading, nothing else', { billOfLading: 'BOL1' }, true],
    ['no billOfLading', {}, false],
    ['billOfLading and refund', { billOfLading: 'BOL1', refund: { refund_status: 'rejected' } }, false],
    ['billOfLading and fulfillment', { billOfLading: 'BOL1', fulfillment: { id: 'f' } }, false],
  ])('orders §4: %s → %s', (_n, s, expected) => {
    expect(canBook({ ...shipment, ...s })).toBe(expected);
    expect(canCancelOrRefund({ ...shipment, ...s })).toBe(expected);
  });
});

describe('can rebook (orders §4)', () => {
  const selected = { createdShipment: { selected_rate: { id: 'rate_1' } } };
  it.each<[string, Partial<ActionShipment>, boolean]>([
    ['processing with selected rate', { shipmentStatus: 'processing', ...selected }, true],
    ['failure with selected rate', { shipmentStatus: 'failure', ...selected }, true],
    ['booked with selected rate', { shipmentStatus: 'booked', ...selected }, true],
    ['delivered', { shipmentStatus: 'delivered', ...selected }, false],
    ['no selected rate', { shipmentStatus: 'booked', createdShipment: {} }, false],
    ['refund pending', { shipmentStatus: 'booked', ...selected, refund: { refund_status: 'submitted' } }, false],
    ['refund rejected', { shipmentStatus: 'booked', ...selected, refund: { refund_status: 'rejected' } }, true],
  ])('orders §4: %s → %s', (_n, s, expected) => {
    expect(canRebook({ ...shipment, ...s })).toBe(expected);
  });
});

describe('can edit (orders §4)', () => {
  it.each<[string, Partial<ActionOrder>, Partial<ActionShipment>, boolean]>([
    ['plain order', {}, {}, true],
    ['has billOfLading', {}, { billOfLading: 'B' }, false],
    ['has fulfillment', {}, { fulfillment: 'done' }, false],
    ['pendingQuote', {}, { shipmentStatus: 'pendingQuote' }, false],
    ['quoted', {}, { shipmentStatus: 'quoted' }, false],
    ['marketplace (amazon) order', { platformType: 'amazon' }, {}, false],
    ['marketplace spelled Amazon', { platformType: 'Amazon' }, {}, false],
    ['custom store order', { platformType: 'custom' }, {}, true],
  ])('orders §4: %s → %s', (_n, o, s, expected) => {
    expect(canEdit({ ...order, ...o }, { ...shipment, ...s })).toBe(expected);
  });

  it('orders §1/§4: only amazon is a marketplace platform', () => {
    expect(isMarketplaceOrder({ platformType: 'amazon' })).toBe(true);
    expect(isMarketplaceOrder({ platformType: 'shopify' })).toBe(false);
    expect(isMarketplaceOrder({})).toBe(false);
  });
});

describe('action rules, properties', () => {
  it('orders §4: a purchased shipment (billOfLading) is never purchasable or editable', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('pending', 'quoted', 'booked', 'processing'),
        (bol, status) => {
          const s = { ...shipment, billOfLading: bol, shipmentStatus: status };
          expect(canPurchase(order, s)).toBe(false);
          expect(canEdit(order, s)).toBe(false);
        },
      ),
    );
  });
});
