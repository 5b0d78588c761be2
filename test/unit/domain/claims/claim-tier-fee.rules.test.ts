import { describe, expect, it } from 'vitest';
import { purchaseInvoiceId } from '#domain/billing/wallet.rules';
import { claimedPurchaseInvoiceIds, claimTierFeeCents } from '#domain/claims/claim-tier-fee.rules';
import type { OrderRecord } from '#domain/orders/order-record';

const bill = (shipmentId: string, sequence: number, trackingCode: string) => ({
  trackingCode,
  carrier: 'UPS',
  service: 'Ground',
  labelDate: '2030-01-02',
  shipDate: '2030-01-02',
  purchaseKey: `${shipmentId}#${sequence}`,
  sequence,
  carrierShipmentId: `shp_${shipmentId}`,
  purchasedAt: '2030-01-02T15:00:00.000Z',
});

const order = {
  shipments: [
    { id: 's1', billOfLading: bill('s1', 2, '1ZNEW') },
    { id: 's2', billOfLading: bill('s2', 1, '1ZTWO') },
    { id: 's3', billOfLading: null },
  ],
} as unknown as Pick<OrderRecord, 'shipments'>;

describe('the tier fee a paid claim credits (accounts §4: a claim adds amount plus tier fee)', () => {
  it('names the purchase invoice of the claimed shipment’s label', () => {
    expect(purchaseInvoiceId('s1#2')).toBe('purchase#s1#2');
    expect(
      claimedPurchaseInvoiceIds(
        { source: { kind: 'shipment', orderId: 'o', shipmentId: 's1' }, trackingCode: '1ZNEW' },
        order,
      ),
    ).toEqual(['purchase#s1#2']);
    // A claim opened before tracking was known still names its shipment's label.
    expect(claimedPurchaseInvoiceIds({ source: { kind: 'shipment', orderId: 'o', shipmentId: 's2' } }, order)).toEqual([
      'purchase#s2#1',
    ]);
  });

  it('a claim on a label since replaced (rebooked) names no purchase: the new label is another purchase', () => {
    expect(
      claimedPurchaseInvoiceIds(
        { source: { kind: 'shipment', orderId: 'o', shipmentId: 's1' }, trackingCode: '1ZOLD' },
        order,
      ),
    ).toEqual([]);
  });

  it('a whole-order claim names every labelled shipment; a shopper’s protection claim names none', () => {
    expect(claimedPurchaseInvoiceIds({ source: { kind: 'order', orderId: 'o' } }, order)).toEqual([
      'purchase#s1#2',
      'purchase#s2#1',
    ]);
    expect(
      claimedPurchaseInvoiceIds({ source: { kind: 'protection', orderId: 'o', shipmentId: 's1' } }, order),
    ).toEqual([]);
  });

  it.each([
    ['one paid purchase: its tier fee', [{ tierFee: 20, status: 'paid' }], 20],
    ['two purchases: both fees', [{ tierFee: 20 }, { tierFee: 35, status: 'paid' }], 55],
    ['a refunded purchase gave its fee back already', [{ tierFee: 20, status: 'refunded' }], 0],
    ['a purchase invoice that is not there', [undefined], 0],
    ['no tier fee on the invoice', [{ tierFee: 0 }, { tierFee: null }], 0],
    ['nothing to read', [], 0],
  ])('%s', (_, invoices, cents) => {
    expect(claimTierFeeCents(invoices)).toBe(cents);
  });
});
