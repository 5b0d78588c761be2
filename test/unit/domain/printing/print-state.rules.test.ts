import { describe, expect, it } from 'vitest';
import { toGridRow } from '#domain/orders/order-grid.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { markPrinted, printChanged, printStateOf, withLabelUnprinted } from '#domain/printing/print-state.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

const bill = { trackingCode: 'T', purchaseKey: 'k', labelDate: '2026-11-20', shipDate: '2026-11-23' };
const shipment = (id: string, over: Partial<Shipment> = {}): Shipment =>
  ({ id, products: [], packagings: [], options: {}, ...over }) as unknown as Shipment;
const order = (shipments: Shipment[]): OrderRecord =>
  ({
    id: 'o',
    orderNumber: '1',
    shipments,
    printState: { labelPrinted: false, packingSlipPrinted: false, printDate: null },
  }) as unknown as OrderRecord;

const T1 = '2026-11-23T10:00:00.000Z';
const T2 = '2026-11-23T11:00:00.000Z';

describe('printed state (orders §4 printed and fulfillment filters)', () => {
  it('labelPrinted once every labelled, unrefunded shipment’s label is printed', () => {
    const o = order([
      shipment('a', { billOfLading: bill }),
      shipment('b', { billOfLading: bill }),
      shipment('c', { billOfLading: bill, refund: { refund_status: 'refunded' } }),
      shipment('d'),
    ]);
    const one = markPrinted(o, { labelShipmentIds: ['a'], packingSlipShipmentIds: [] }, T1);
    expect(one.printState).toEqual({ labelPrinted: false, packingSlipPrinted: false, printDate: T1 });
    const both = markPrinted(one, { labelShipmentIds: ['b'], packingSlipShipmentIds: [] }, T2);
    expect(both.printState).toEqual({ labelPrinted: true, packingSlipPrinted: false, printDate: T2 });
    expect(both.shipments[0].printed).toEqual({ labelPrintedAt: T1, packingSlipPrintedAt: null });
  });

  it('packingSlipPrinted once every shipment’s slip is printed; no label means labelPrinted stays false', () => {
    const o = order([shipment('a'), shipment('b')]);
    const after = markPrinted(o, { labelShipmentIds: [], packingSlipShipmentIds: ['a', 'b'] }, T1);
    expect(after.printState).toEqual({ labelPrinted: false, packingSlipPrinted: true, printDate: T1 });
  });

  it('an instant only moves forward: marking again, or with an older job, changes nothing', () => {
    const o = markPrinted(
      order([shipment('a', { billOfLading: bill })]),
      { labelShipmentIds: ['a'], packingSlipShipmentIds: ['a'] },
      T2,
    );
    const again = markPrinted(o, { labelShipmentIds: ['a'], packingSlipShipmentIds: ['a'] }, T2);
    const older = markPrinted(o, { labelShipmentIds: ['a'], packingSlipShipmentIds: ['a'] }, T1);
    expect(printChanged(o, again)).toBe(false);
    expect(printChanged(o, older)).toBe(false);
    expect(again.printState.printDate).toBe(T2);
  });

  it('a kept printDate (e.g. imported) still counts as the latest when later', () => {
    const o = {
      ...order([shipment('a')]),
      printState: { labelPrinted: false, packingSlipPrinted: false, printDate: T2 },
    };
    expect(printStateOf(markPrinted(o, { labelShipmentIds: [], packingSlipShipmentIds: ['a'] }, T1)).printDate).toBe(
      T2,
    );
  });

  it('a new label is not printed yet', () => {
    const s = shipment('a', { billOfLading: bill, printed: { labelPrintedAt: T1, packingSlipPrintedAt: T1 } });
    expect(withLabelUnprinted(s).printed).toEqual({ labelPrintedAt: null, packingSlipPrintedAt: T1 });
  });

  it('the grid’s ship date is the label’s ship date (its label date for labels kept before it)', () => {
    const grid = (b: object) =>
      toGridRow({
        ...order([shipment('a', { billOfLading: b })]),
        tags: [],
        warnings: [],
        fulfillmentState: 'unFulfilled',
        orderDate: T1,
      } as unknown as OrderRecord).shipDate;
    expect(grid(bill)).toBe('2026-11-23');
    expect(grid({ trackingCode: 'T', purchaseKey: 'k', labelDate: '2026-11-20' })).toBe('2026-11-20');
  });
});
