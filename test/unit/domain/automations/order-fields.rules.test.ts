import { describe, expect, it } from 'vitest';
import { changeSentence, describeValue } from '#domain/automations/automation-activity.rules';
import { handEditedFields, withHandEdits } from '#domain/automations/hand-edits.rules';
import {
  applyAutomationPatch,
  automationView,
  openShipmentIndex,
  type AutomatedOrder,
} from '#domain/automations/order-fields.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';

const shipment = (overrides: Partial<Shipment> = {}): Shipment =>
  ({
    id: 's1',
    box: { id: 'box-12', name: '12x12x12' },
    products: [
      { _id: 'p-brisket', sku: 'BRISKET-5', title: 'Brisket', quantity: 2 },
      { _id: 'p-brisket', sku: 'BRISKET-5', title: 'Brisket', quantity: 1 },
    ],
    packagings: [{ packagingId: 'pk-liner', sku: 'LINER', title: 'Liner', quantity: 1 }],
    weights: { type: 'product', weightToShow: 'lb' },
    options: {
      dryIceActive: true,
      dryIceWeight: 3,
      dryIceUnit: 'lb',
      saturdayDelivery: false,
      carbonNeutral: false,
      carrierInsuranceAmountActive: false,
      carrierInsuranceAmountAutomatic: false,
    },
    ...overrides,
  }) as Shipment;

const order = (shipments: Shipment[] = [shipment()]): AutomatedOrder =>
  ({
    id: 'o1',
    storeId: 'manual',
    orderNumber: 'SD-1',
    orderValue: 178,
    tags: ['VIP'],
    shippingAddress: { state: 'TX', zip: '78704', country: 'US' },
    shipments,
  }) as unknown as AutomatedOrder;

describe('the order as rules see it', () => {
  it('reads the open shipment: lines of one product merged, dry ice, box, destination, value in cents', () => {
    expect(automationView(order())).toMatchObject({
      orderId: 'o1',
      destination: { state: 'TX', zip: '78704', country: 'US' },
      orderValueCents: 17800,
      products: [{ productId: 'p-brisket', sku: 'BRISKET-5', quantity: 3 }],
      packagings: [{ packagingId: 'pk-liner', quantity: 1 }],
      tags: ['VIP'],
      boxId: 'box-12',
      dryIce: { value: 3, units: 'lb' },
      insurance: null,
      service: null,
      weight: null,
      holdUntil: null,
    });
  });

  it('skips a bought shipment and has no view when every shipment is bought', () => {
    const bought = shipment({ id: 's0', label: { trackingCode: '1Z1' } });
    expect(openShipmentIndex(order([bought, shipment()]))).toBe(1);
    expect(automationView(order([bought]))).toBeUndefined();
  });

  it('writes a patch back: dry ice, declared-value insurance, tags, custom weight, named service, hold date', () => {
    const after = applyAutomationPatch(order(), {
      dryIce: { value: 5, units: 'lb' },
      insurance: { mode: 'declared_value' },
      tags: ['VIP', 'hot-route'],
      weight: { value: 12, units: 'lb' },
      service: { mode: 'named', carrier: 'UPS', service: '2nd Day Air' },
      holdUntil: '2026-07-06',
      coolant: { mode: 'catalog', coolantId: 'gel-pack' },
    });
    const s = after.shipments[0] as Shipment;
    expect(s.options).toMatchObject({
      dryIceActive: true,
      dryIceWeight: 5,
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmountAutomatic: true,
      carrierInsuranceAmount: 178,
    });
    expect(s.weights).toMatchObject({ type: 'custom', customWeight: 12, weightToShow: 'lb' });
    expect(s.preferredRate).toMatchObject({ carrier: 'UPS', service: '2nd Day Air' });
    expect(after.tags).toEqual(['VIP', 'hot-route']);
    expect(after.holdDate).toBe('2026-07-06');
    expect(after.automation?.fields?.coolant).toEqual({ mode: 'catalog', coolantId: 'gel-pack' });
    // Read back, the view is what the patch said.
    expect(automationView(after)).toMatchObject({
      dryIce: { value: 5, units: 'lb' },
      insurance: { mode: 'declared_value' },
      weight: { value: 12, units: 'lb' },
      service: { mode: 'named', carrier: 'UPS', service: '2nd Day Air' },
      coolant: { mode: 'catalog', coolantId: 'gel-pack' },
    });
  });

  it('keeps a product line’s own fields when only its quantity changes, and adds a new line by id and SKU', () => {
    const after = applyAutomationPatch(order(), {
      products: [
        { productId: 'p-brisket', sku: 'BRISKET-5', quantity: 3 },
        { productId: 'p-ice', sku: 'DRY-ICE', quantity: 1 },
      ],
    });
    expect(after.shipments[0]?.products).toEqual([
      { _id: 'p-brisket', sku: 'BRISKET-5', title: 'Brisket', quantity: 3 },
      { productId: 'p-ice', sku: 'DRY-ICE', title: 'DRY-ICE', quantity: 1 },
    ]);
  });

  it('an empty patch leaves the order as it is', () => {
    const o = order();
    expect(applyAutomationPatch(o, {})).toBe(o);
  });
});

describe('hand edits', () => {
  it('names the fields an edit changed and records them on the order, keeping those recorded before', () => {
    const before = { ...order(), automation: { manualFields: ['tags' as const] } };
    const edited = {
      ...before,
      shipments: [shipment({ options: { ...shipment().options, dryIceWeight: 8 } })],
    };
    expect(handEditedFields(before, edited)).toEqual(['dryIce']);
    expect(withHandEdits(before, edited).automation?.manualFields).toEqual(['tags', 'dryIce']);
    expect(withHandEdits(before, { ...before })).toEqual(before);
  });
});

describe('activity wording', () => {
  it('says "Automation <rule name> set <field> from <before> to <after>"', () => {
    expect(
      changeSentence({
        ruleName: 'Texas heat',
        field: 'dryIce',
        before: null,
        after: { value: 5, units: 'lb' },
      }),
    ).toBe('Automation Texas heat set dry ice from none to 5 lb');
    expect(describeValue({ mode: 'cheapest_within_days', days: 2 })).toBe('cheapest within 2 days');
    expect(describeValue({ mode: 'custom', amountCents: 15000 })).toBe('$150.00');
  });
});
