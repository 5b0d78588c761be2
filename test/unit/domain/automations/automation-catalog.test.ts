import { describe, expect, it } from 'vitest';
import { rule } from './fixtures';
import type { RateQuoteView } from '#api/shipping';
import {
  changesReferences,
  missingReferenceReason,
  rulesReferences,
  SKIP_REASONS,
} from '#domain/automations/apply-rules.rules';
import { catalogOf, type CatalogEntries } from '#domain/automations/automation-catalog.rules';
import { applyAutomationPatch, automationView, type AutomatedOrder } from '#domain/automations/order-fields.rules';
import { quoteForServiceChoice, ruleServiceChoice } from '#domain/automations/service-choice.rules';
import type { Box } from '#domain/boxes/box.schema';
import type { Shipment } from '#domain/shipments/shipment.schema';

const box = (id: string, lb: number, side: number) =>
  ({
    id,
    name: `${side}x${side}x${side}`,
    dimensions: { length: side, width: side, height: side, units: 'in' },
    weight: { value: lb, units: 'lb' },
  }) as unknown as Box;

/** What a run read of the account: two boxes, a product, a liner and a gel pack, a second warehouse. */
const entries: CatalogEntries = {
  boxes: new Map([
    ['b-small', box('b-small', 1, 10)],
    ['b-insulated', box('b-insulated', 3, 16)],
  ]),
  products: new Map([
    [
      'p-lox',
      {
        title: 'Smoked salmon',
        sku: 'LOX-8',
        price: 30,
        dimensions: { units: 'in', weight: { value: 2, units: 'lb' } },
      },
    ],
  ]),
  packagings: new Map([
    [
      'gel',
      {
        title: 'Gel pack',
        sku: 'GEL-1',
        price: 1,
        packagingType: 'coolant',
        dimensions: { units: 'in', weight: { value: 1.5, units: 'lb' } },
      },
    ],
    [
      'liner',
      {
        title: 'Liner',
        sku: 'LINER',
        price: 2,
        packagingType: 'liner',
        dimensions: { units: 'in', weight: { value: 0.5, units: 'lb' } },
      },
    ],
  ]),
  warehouses: new Map([
    ['w-dallas', { id: 'w-dallas', name: 'Dallas', address: { city: 'Dallas', state: 'TX' } } as never],
  ]),
};

const shipment = (over: Partial<Shipment> = {}): Shipment =>
  ({
    id: 's1',
    box: box('b-small', 1, 10),
    products: [
      {
        productId: 'p-lox',
        sku: 'LOX-8',
        title: 'Smoked salmon',
        quantity: 1,
        dimensions: { weight: { value: 2, units: 'lb' } },
      },
    ],
    packagings: [],
    weights: { type: 'product', weightToShow: 'lb' },
    options: {
      dryIceActive: false,
      saturdayDelivery: false,
      carbonNeutral: false,
      carrierInsuranceAmountActive: false,
      carrierInsuranceAmountAutomatic: false,
    },
    ...over,
  }) as Shipment;

const order = (over: Partial<AutomatedOrder> = {}): AutomatedOrder =>
  ({
    id: 'o1',
    storeId: 'manual',
    orderNumber: 'SD-1',
    orderValue: 60,
    tags: [],
    warehouse: { id: 'w-austin', name: 'Austin', address: { city: 'Austin', state: 'TX' } },
    shippingAddress: { state: 'TX', zip: '78704', country: 'US' },
    shipments: [shipment()],
    ...over,
  }) as unknown as AutomatedOrder;

const pounds = (o: AutomatedOrder) => o.shipments[0]?.weights.calculatedValues?.pounds;

describe("the order writer puts a rule's choice where the order keeps it", () => {
  it('set box: the catalog box goes on the shipment (its weight counts) and the view reads it back', () => {
    const after = applyAutomationPatch(order(), { boxId: 'b-insulated' }, { entries });
    expect(after.shipments[0]?.box).toMatchObject({ id: 'b-insulated', dimensions: { length: 16 } });
    expect(after.automation?.fields).not.toHaveProperty('boxId');
    expect(automationView(after)?.boxId).toBe('b-insulated');
    // 3 lb box + 2 lb of salmon.
    expect(pounds(after)).toBe(5);
  });

  it('a box the run could not read (deleted since) stays a choice in the state; none takes the box off', () => {
    const kept = applyAutomationPatch(order(), { boxId: 'b-gone' }, { entries });
    expect(kept.shipments[0]?.box?.id).toBe('b-small');
    expect(kept.automation?.fields?.boxId).toBe('b-gone');
    expect(applyAutomationPatch(order(), { boxId: null }, { entries }).shipments[0]?.box).toBeNull();
  });

  it("set warehouse: the catalog warehouse becomes the order's ship-from", () => {
    const after = applyAutomationPatch(order(), { warehouseId: 'w-dallas' }, { entries });
    expect(after.warehouse).toMatchObject({ id: 'w-dallas', address: { city: 'Dallas' } });
    expect(automationView(after)?.warehouseId).toBe('w-dallas');
  });

  it('catalog coolant: a packaging line with its weight, swapped for a custom one, taken off when removed', () => {
    const gel = applyAutomationPatch(order(), { coolant: { mode: 'catalog', coolantId: 'gel' } }, { entries });
    expect(gel.shipments[0]?.packagings).toEqual([
      expect.objectContaining({ packagingId: 'gel', sku: 'GEL-1', packagingType: 'coolant', quantity: 1 }),
    ]);
    expect(pounds(gel)).toBe(4.5);
    const custom = applyAutomationPatch(
      gel,
      { coolant: { mode: 'custom', length: 6, width: 4, height: 1, units: 'in', sku: 'ICE-6', quantity: 2 } },
      { entries },
    );
    expect(custom.shipments[0]?.packagings).toEqual([
      expect.objectContaining({
        sku: 'ICE-6',
        packagingType: 'coolant',
        quantity: 2,
        dimensions: expect.objectContaining({ length: 6 }),
      }),
    ]);
    expect(custom.automation?.fields?.coolant).toMatchObject({ mode: 'custom', sku: 'ICE-6' });
    const none = applyAutomationPatch(custom, { coolant: null }, { entries });
    expect(none.shipments[0]?.packagings).toEqual([]);
    expect(pounds(none)).toBe(3);
  });

  it('a coolant written twice adds one line', () => {
    const once = applyAutomationPatch(order(), { coolant: { mode: 'catalog', coolantId: 'gel' } }, { entries });
    const twice = applyAutomationPatch(once, { coolant: { mode: 'catalog', coolantId: 'gel' } }, { entries });
    expect(twice.shipments[0]?.packagings).toHaveLength(1);
  });

  it('lines a rule adds are filled from the catalog, so they weigh what the catalog says', () => {
    const after = applyAutomationPatch(
      order({ shipments: [shipment({ products: [] })] }),
      {
        products: [{ productId: 'p-lox', sku: 'LOX-8', quantity: 2 }],
        packagings: [{ packagingId: 'liner', quantity: 1 }],
      },
      { entries },
    );
    expect(after.shipments[0]?.products[0]).toMatchObject({ productId: 'p-lox', title: 'Smoked salmon', quantity: 2 });
    expect(after.shipments[0]?.packagings[0]).toMatchObject({ packagingId: 'liner', title: 'Liner', sku: 'LINER' });
    // 1 lb box + 2 × 2 lb salmon + 0.5 lb liner.
    expect(pounds(after)).toBe(5.5);
  });
});

describe('weights are recomputed after rules change what the shipment weighs (orders §9)', () => {
  it.each<[string, Parameters<typeof applyAutomationPatch>[1], number]>([
    ['dry ice added: its own weight counts', { dryIce: { value: 5, units: 'lb' } }, 8],
    ['dry ice in kg', { dryIce: { value: 1, units: 'kg' } }, 5.2046],
    ['a product line removed', { products: [] }, 1],
    ['a custom weight replaces the sum', { weight: { value: 12, units: 'lb' } }, 12],
  ])('%s', (_, patch, lb) => {
    expect(pounds(applyAutomationPatch(order(), patch, { entries }))).toBe(lb);
  });

  it("the account's default unit reads a unit-less weight", () => {
    const after = applyAutomationPatch(
      order({ shipments: [shipment({ box: { ...box('b', 0, 10), weight: { value: 16 } } as unknown as Box })] }),
      { dryIce: { value: 0, units: 'lb' } },
      { weights: { user: { defaultWeightUnits: 'oz' } } },
    );
    // 16 oz box + 2 lb salmon.
    expect(pounds(after)).toBe(3);
  });

  it('a patch that weighs nothing leaves the weights as they were', () => {
    const before = order();
    expect(applyAutomationPatch(before, { tags: ['x'] }).shipments[0]?.weights).toBe(before.shipments[0]?.weights);
  });
});

const quote = (carrier: string, service: string, priceCents: number, transitDays: number) =>
  ({
    carrier,
    service,
    priceCents,
    transitDays,
    estimatedDeliveryDate: '2026-07-16',
    rateId: `${carrier}-${service}`,
  }) as RateQuoteView;
const QUOTES = [
  quote('UPS', 'Ground', 1200, 4),
  quote('UPS', '2ndDayAir', 2600, 2),
  quote('FedEx', 'FEDEX_2_DAY', 2400, 2),
  quote('UPS', 'NextDayAir', 4800, 1),
];

describe("a rule's service choice picks the quote when the order is rated", () => {
  it('cheapest arriving within N days: the cheapest quote with transit days <= N', () => {
    expect(quoteForServiceChoice(QUOTES, { mode: 'cheapest_within_days', days: 2 })?.rateId).toBe('FedEx-FEDEX_2_DAY');
    expect(quoteForServiceChoice(QUOTES, { mode: 'cheapest_within_days', days: 1 })?.rateId).toBe('UPS-NextDayAir');
    expect(quoteForServiceChoice(QUOTES, { mode: 'cheapest_within_days', days: 0 })).toBeUndefined();
  });

  it('a named service matches its code or its name, whatever the case and spacing', () => {
    for (const service of ['2ndDayAir', '2nd Day Air', 'UPS 2nd Day Air', '2nd day air'])
      expect(quoteForServiceChoice(QUOTES, { mode: 'named', carrier: 'ups', service })?.rateId).toBe('UPS-2ndDayAir');
    expect(quoteForServiceChoice(QUOTES, { mode: 'named', carrier: 'USPS', service: 'Priority' })).toBeUndefined();
  });

  it("applies to the rules' shipment, unless the merchant picked the service by hand since", () => {
    const choice = { mode: 'cheapest_within_days' as const, days: 2 };
    const ruled = order({ automation: { fields: { service: choice } } });
    expect(ruleServiceChoice(ruled, 0)).toEqual(choice);
    expect(ruleServiceChoice(ruled, 1)).toBeUndefined();
    expect(ruleServiceChoice({ ...ruled, automation: { ...ruled.automation, manualFields: ['service'] } }, 0)).toBe(
      undefined,
    );
    expect(ruleServiceChoice(order(), 0)).toBeUndefined();
  });
});

describe('references: what a run reads of the catalog, and what the rules list marks invalid', () => {
  const rules = [
    rule([{ type: 'box', operator: 'is', boxIds: ['b-small'] }], [{ type: 'set_box', boxId: 'b-insulated' }]),
    rule(
      [],
      [
        { type: 'add_products', products: [{ productId: 'p-lox', quantity: 1 }] },
        { type: 'add_coolant', mode: 'catalog', coolantId: 'gel' },
        { type: 'set_warehouse', warehouseId: 'w-dallas' },
      ],
    ),
  ];

  it('reads every id the rules name, once', () => {
    expect(rulesReferences([...rules, ...rules])).toEqual({
      boxIds: ['b-small', 'b-insulated'],
      productIds: ['p-lox'],
      packagingIds: ['gel'],
      warehouseIds: ['w-dallas'],
    });
  });

  it("reads the previous run's box, warehouse and coolant, so a re-run or undo can put them back", () => {
    expect(
      changesReferences([
        { ruleId: 'r', ruleName: 'r', field: 'boxId', before: 'b-small', after: 'b-insulated' },
        { ruleId: 'r', ruleName: 'r', field: 'warehouseId', before: null, after: 'w-dallas' },
        { ruleId: 'r', ruleName: 'r', field: 'coolant', before: { mode: 'catalog', coolantId: 'gel' }, after: null },
        { ruleId: 'r', ruleName: 'r', field: 'tags', item: 'x', before: null, after: 'x' },
      ]),
    ).toEqual({
      boxIds: ['b-small', 'b-insulated'],
      productIds: [],
      packagingIds: ['gel'],
      warehouseIds: ['w-dallas'],
    });
  });

  it('a rule naming a deleted entry is invalid with the reason; the same rule is sound while it exists', () => {
    const catalog = catalogOf(entries);
    expect(missingReferenceReason(rules[1]!, catalog)).toBeUndefined();
    const deleted = catalogOf({ ...entries, boxes: new Map() });
    expect(missingReferenceReason(rules[0]!, deleted)).toBe(SKIP_REASONS.missingBox('b-small'));
    const noWarehouse = catalogOf({ ...entries, warehouses: new Map() });
    expect(missingReferenceReason(rules[1]!, noWarehouse)).toBe(SKIP_REASONS.missingWarehouse('w-dallas'));
  });

  it('a named service is known by its code or its name; a service Shipdeck does not rate is not', () => {
    const catalog = catalogOf(entries);
    const named = (carrier: string, service: string) =>
      rule([], [{ type: 'set_service', mode: 'named', carrier, service }]);
    expect(missingReferenceReason(named('UPS', '2nd Day Air'), catalog)).toBeUndefined();
    expect(missingReferenceReason(named('UPS', '2ndDayAir'), catalog)).toBeUndefined();
    expect(missingReferenceReason(named('UPS', 'Teleport'), catalog)).toBe(
      SKIP_REASONS.missingService('UPS', 'Teleport'),
    );
  });
});
