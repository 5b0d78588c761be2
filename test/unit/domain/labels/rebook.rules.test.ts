import { describe, expect, it } from 'vitest';
import type { StoredRate } from '#api/shipping';
import { rebookBlocker } from '#domain/labels/label-purchase.rules';
import {
  rebookPlanOf,
  refundConcernsLabel,
  replacementBlocker,
  SHIPMENT_CHANGED_SINCE_REBOOK,
  shipmentAfterFailedPurchase,
} from '#domain/labels/rebook.rules';
import { canRebook } from '#domain/shipments/shipment-actions.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

const quote = {
  rateId: 'r1',
  carrier: 'UPS',
  service: 'Ground',
  serviceName: 'UPS Ground',
  priceCents: 1_250,
  charges: [],
  transitDays: 3,
} as unknown as StoredRate;

const bill = (sequence: number) => ({
  trackingCode: `1Z${sequence}`,
  carrier: 'UPS',
  service: 'Ground',
  labelDate: '2026-11-27',
  purchaseKey: `s1#${sequence}`,
  sequence,
  carrierShipmentId: `shp_${sequence}`,
  purchasedAt: '2026-11-27T10:00:00.000Z',
});
const selected = { createdShipment: { selected_rate: { carrier: 'UPS', markedUpRates: { rate: 12.5 } } } };
const shipment = (over: Record<string, unknown> = {}): Shipment =>
  ({ id: 's1', products: [], ...over }) as unknown as Shipment;

describe('a failed purchase leaves a rebookable shipment (orders §4)', () => {
  it('status failure and the rate it tried as the selected rate: canRebook allows it', () => {
    const after = shipmentAfterFailedPurchase(shipment({ shipmentStatus: 'holding' }), quote)!;
    expect(after).toMatchObject({
      shipmentStatus: 'failure',
      createdShipment: { selected_rate: { carrier: 'UPS', service: 'Ground', markedUpRates: { rate: 12.5 } } },
    });
    expect(canRebook(after)).toBe(true);
  });

  it('a shipment that still has a label (its rebooking failed) is left as it is', () => {
    expect(shipmentAfterFailedPurchase(shipment({ billOfLading: bill(1), shipmentStatus: 'processing' }), quote)).toBe(
      undefined,
    );
  });
});

describe('what a rebooking buys and voids', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof rebookPlanOf>]>([
    ['a failed purchase buys its label again', {}, { sequence: 1 }],
    [
      'a labelled shipment buys the next and voids the current',
      { billOfLading: bill(1) },
      { sequence: 2, replaces: 1 },
    ],
    ['after two labels, the third replaces the second', { billOfLading: bill(2) }, { sequence: 3, replaces: 2 }],
    [
      'a label whose refund was rejected is spent: nothing to void',
      { billOfLading: bill(1), refund: { refund_status: 'rejected' } },
      { sequence: 2 },
    ],
  ])('%s', (_name, over, plan) => {
    expect(rebookPlanOf(shipment(over))).toEqual(plan);
  });
});

describe('why a rebooking is refused, in the merchant’s words (canRebook decides)', () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['processing with a selected rate', { shipmentStatus: 'processing', ...selected }, undefined],
    [
      'refund submitted',
      { shipmentStatus: 'booked', ...selected, refund: { refund_status: 'submitted' } },
      'The label is being refunded: rebook once the carrier answers',
    ],
    [
      'refunded',
      { shipmentStatus: 'failure', ...selected, refund: { refund_status: 'refunded' } },
      'The label was refunded: buy a new one instead',
    ],
    ['no selected rate', { shipmentStatus: 'failure' }, 'There is no selected rate to rebook'],
    [
      'in transit',
      { shipmentStatus: 'in_transit', ...selected },
      'Only a shipment in processing, failure or booked can be rebooked',
    ],
  ])('%s', (_name, over, reason) => {
    expect(rebookBlocker(shipment(over))).toBe(reason);
  });
});

describe('before the next label is bought, the shipment must still carry the label it replaces', () => {
  const rebookable = (sequence: number, extra: Record<string, unknown> = {}) =>
    shipment({ shipmentStatus: 'processing', ...selected, billOfLading: bill(sequence), ...extra });
  it.each<[string, Shipment, { sequence: number; replaces?: number }, string | undefined]>([
    ['still label 1, rebookable', rebookable(1), { sequence: 2, replaces: 1 }, undefined],
    [
      'refund asked meanwhile',
      rebookable(1, { refund: { refund_status: 'submitted' } }),
      { sequence: 2, replaces: 1 },
      SHIPMENT_CHANGED_SINCE_REBOOK,
    ],
    ['another label bought meanwhile', rebookable(2), { sequence: 2, replaces: 1 }, SHIPMENT_CHANGED_SINCE_REBOOK],
    [
      'a rejected refund: nothing replaced, still allowed',
      rebookable(1, { refund: { refund_status: 'rejected' } }),
      { sequence: 2 },
      undefined,
    ],
  ])('%s', (_name, s, record, reason) => {
    expect(replacementBlocker(s, record)).toBe(reason);
  });

  it('an old refund concerns the shipment only while its label is the one refunded', () => {
    expect(refundConcernsLabel(shipment({ billOfLading: bill(1) }), 's1#1')).toBe(true);
    expect(refundConcernsLabel(shipment({ billOfLading: bill(2) }), 's1#1')).toBe(false);
    expect(refundConcernsLabel(shipment(), 's1#1')).toBe(false);
  });
});
