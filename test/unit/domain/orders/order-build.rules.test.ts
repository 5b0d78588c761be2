import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from '#api/orders';
import { applyOrderEdit, buildNewOrder, type OrderContent } from '#domain/orders/order-build.rules';
import { validOrderRequest } from '#test/support/orders';

const content = (): OrderContent => {
  const { warehouseId: _w, version: _v, ...rest } = orderRequestSchema.parse(validOrderRequest({ orderNumber: 'B-1' }));
  return rest;
};
const ids = () => {
  let n = 0;
  return () => `server-${++n}`;
};
const now = new Date('2026-03-16T12:00:00Z');

describe('server-owned shipment ids and purchase state (orders create and edit)', () => {
  it('a new order’s shipments take ids the server assigns, whatever id they came with', () => {
    const sent = content();
    sent.shipments = [
      { ...sent.shipments[0], id: 'client-1' },
      { ...sent.shipments[0], id: 'client-1' },
    ];
    const order = buildNewOrder(sent, { id: 'o1', now, newShipmentId: ids(), warehouse: null });
    expect(order.shipments.map((s) => s.id)).toEqual(['server-1', 'server-2']);
  });

  const existing = () => {
    const order = buildNewOrder(content(), { id: 'o1', now, newShipmentId: ids(), warehouse: null });
    order.shipments[0] = { ...order.shipments[0], shipmentStatus: 'pre_transit', label: { trackingCode: '1ZREAL' } };
    return order;
  };

  it('an edit keeps the id and purchase state of the shipment it names', () => {
    const before = existing();
    const edit = { ...content(), shipments: [{ ...content().shipments[0], id: before.shipments[0].id }] };
    const after = applyOrderEdit(before, edit, { now, newShipmentId: () => 'server-new', warehouse: null });
    expect(after.shipments[0]).toMatchObject({
      id: before.shipments[0].id,
      shipmentStatus: 'pre_transit',
      label: { trackingCode: '1ZREAL' },
    });
  });

  it('an edit names a shipment once: a second shipment with the same id is a new shipment without its label', () => {
    const before = existing();
    const named = { ...content().shipments[0], id: before.shipments[0].id };
    const after = applyOrderEdit(
      before,
      { ...content(), shipments: [named, named] },
      { now, newShipmentId: () => 'server-new', warehouse: null },
    );
    expect(after.shipments.map((s) => s.id)).toEqual([before.shipments[0].id, 'server-new']);
    expect(after.shipments[1].label).toBeUndefined();
    expect(after.shipments[1].shipmentStatus).toBeUndefined();
  });

  it('an edit gives a shipment with an id the order does not have a new id, and drops any purchase state it carries', () => {
    const before = existing();
    const forged = {
      ...content().shipments[0],
      id: 'made-up',
      shipmentStatus: 'delivered',
      label: { trackingCode: '1ZFORGED' },
      createdShipment: { status: 'delivered' },
    };
    const after = applyOrderEdit(
      before,
      { ...content(), shipments: [forged] },
      { now, newShipmentId: () => 'server-new', warehouse: null },
    );
    expect(after.shipments[0].id).toBe('server-new');
    for (const key of ['shipmentStatus', 'label', 'createdShipment'] as const)
      expect(after.shipments[0][key], key).toBeUndefined();
  });
});
