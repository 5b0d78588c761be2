import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { context } from './fixtures';
import { compileRules, undoPatch, type RuleForEngine } from '#domain/automations/apply-rules.rules';
import {
  AUTOMATION_FIELDS,
  type AutomationCatalog,
  type AutomationField,
  type AutomationFields,
  type AutomationOrder,
} from '#domain/automations/automation-order';
import { ruleActionSchema, ruleConditionSchema } from '#domain/automations/rule.schema';
import { catalogOf, type CatalogEntries } from '#domain/automations/automation-catalog.rules';
import { applyAutomationPatch, automationView, type AutomatedOrder } from '#domain/automations/order-fields.rules';
import { lastRunOf } from '#domain/automations/last-run.rules';

/**
 * Random rule sets over a few ids, so rules collide on fields, read fields other rules write, name
 * things the catalog no longer has, and stop early.
 */
const CONDITIONS = [
  { type: 'box', operator: 'is', boxIds: ['b1'] },
  { type: 'box', operator: 'is_not', boxIds: ['b2'] },
  { type: 'box', operator: 'is', boxIds: ['b-gone'] },
  { type: 'dry_ice', operator: 'set' },
  { type: 'dry_ice', operator: 'unset' },
  { type: 'full_coverage', operator: 'unset' },
  { type: 'packaging', operator: 'includes', packagingIds: ['liner'] },
  { type: 'product', operator: 'includes', skus: ['SKU-1'] },
  { type: 'product', operator: 'excludes', skus: ['SKU-2'] },
  { type: 'zone', operator: 'gte', value: 5 },
  { type: 'checkout_service', operator: 'contains', value: 'ground' },
  { type: 'tags', operator: 'any', tags: ['a'] },
  { type: 'tags', operator: 'none', tags: ['b'] },
  { type: 'transit_days', operator: 'lte', value: 2 },
  { type: 'weather', operator: 'gt', valueF: 85 },
  { type: 'max_transit_temperature', operator: 'gt', valueF: 95 },
  { type: 'destination_state', operator: 'in', states: ['TX'] },
  { type: 'destination_zip', operator: 'starts_with', prefixes: ['55'] },
  { type: 'order_value', operator: 'gt', cents: 15_000 },
  { type: 'weight', operator: 'gt', value: 5, units: 'lb' },
  { type: 'store', operator: 'in', storeIds: ['s1'] },
].map((c) => ruleConditionSchema.parse(c));

const ACTIONS = [
  { type: 'add_products', products: [{ productId: 'p1', quantity: 1 }] },
  { type: 'add_products', products: [{ productId: 'p3', quantity: 2 }] },
  { type: 'remove_products', productIds: ['p2'] },
  { type: 'add_packaging', packagings: [{ packagingId: 'liner', quantity: 1 }] },
  { type: 'remove_packaging', packagingIds: ['liner'] },
  { type: 'add_dry_ice', value: 5, units: 'lb' },
  { type: 'add_dry_ice', value: 2, units: 'kg' },
  { type: 'remove_dry_ice' },
  { type: 'add_insurance', mode: 'declared_value' },
  { type: 'add_insurance', mode: 'custom', amountCents: 5000 },
  { type: 'remove_insurance' },
  { type: 'add_coolant', mode: 'catalog', coolantId: 'gel' },
  { type: 'remove_coolant' },
  { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
  { type: 'set_service', mode: 'named', carrier: 'UPS', service: 'Ground' },
  { type: 'set_service', mode: 'named', carrier: 'Gone', service: 'Air' },
  { type: 'set_box', boxId: 'b1' },
  { type: 'set_box', boxId: 'b2' },
  { type: 'set_weight', value: 9, units: 'lb' },
  { type: 'set_warehouse', warehouseId: 'w1' },
  { type: 'set_box_packing_algorithm', algorithm: 'useBoxPackingAlgoWeight' },
  { type: 'add_tag', tag: 'a' },
  { type: 'add_tag', tag: 'B' },
  { type: 'hold_until', date: '2026-07-20' },
  { type: 'stop_processing' },
  { type: 'set_service', mode: 'cheapest_within_days' },
].map((a) => ruleActionSchema.parse(a));

const catalog: AutomationCatalog = {
  boxIds: new Set(['b1', 'b2']),
  products: new Map([
    ['p1', 'SKU-1'],
    ['p2', 'SKU-2'],
    ['p3', 'SKU-3'],
  ]),
  packagingIds: new Set(['liner', 'gel']),
  warehouseIds: new Set(['w1']),
  services: new Set(['UPS|Ground']),
  storeIds: new Set(['s1', 's2']),
};

const ruleArb: fc.Arbitrary<Omit<RuleForEngine, 'ruleId'>> = fc.record({
  name: fc.constant('rule'),
  position: fc.integer({ min: 0, max: 5 }),
  active: fc.boolean(),
  triggers: fc.subarray(['import', 'manual', 'before_rating'] as const, { minLength: 1 }),
  match: fc.constantFrom('all' as const, 'any' as const),
  conditions: fc.array(fc.constantFrom(...CONDITIONS), { maxLength: 3 }),
  actions: fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 4 }),
});
const rulesArb = fc.array(ruleArb, { maxLength: 8 }).map((rules) => rules.map((r, i) => ({ ...r, ruleId: `r${i}` })));

const orderArb: fc.Arbitrary<AutomationOrder> = fc.record({
  orderId: fc.constant('o'),
  storeId: fc.constantFrom('s1', 's2'),
  destination: fc.record({ state: fc.constantFrom('TX', 'MN'), zip: fc.constantFrom('75001', '55401') }),
  orderValueCents: fc.integer({ min: 0, max: 40_000 }),
  checkoutService: fc.constantFrom('Ground', '2nd Day Air'),
  confidenceScore: fc.integer({ min: 0, max: 100 }),
  // One line per product (the order view's contract), plus a line without a product id.
  products: fc
    .subarray(['p1', 'p2', 'p3'])
    .chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc.integer({ min: 1, max: 4 }).map((quantity) => ({ productId: id, sku: `SKU-${id.slice(1)}`, quantity })),
        ),
      ),
    )
    .map((lines) => [...lines, { sku: 'LOOSE', quantity: 1 }]),
  packagings: fc.subarray([{ packagingId: 'liner', quantity: 1 }]),
  tags: fc.subarray(['a', 'B', 'c']),
  boxId: fc.constantFrom(null, 'b1', 'b2'),
  dryIce: fc.constantFrom(null, { value: 5, units: 'lb' as const }, { value: 3, units: 'lb' as const }),
  insurance: fc.constantFrom(null, { mode: 'declared_value' as const }),
  coolant: fc.constantFrom(null, { mode: 'catalog' as const, coolantId: 'gel' }),
  service: fc.constantFrom(null, { mode: 'named' as const, carrier: 'UPS', service: 'Ground' }),
  weight: fc.constantFrom(null, { value: 4, units: 'lb' as const }, { value: 9, units: 'lb' as const }),
  warehouseId: fc.constantFrom(null, 'w1'),
  packingAlgorithm: fc.constantFrom(null, 'useBoxPackingAlgo' as const),
  holdUntil: fc.constantFrom(null, '2026-07-20'),
});

const manualArb = fc.subarray([...AUTOMATION_FIELDS] as AutomationField[]);
const triggerArb = fc.constantFrom(undefined, 'import' as const, 'manual' as const);
const apply = (o: AutomationOrder, patch: Partial<AutomationFields>): AutomationOrder => ({ ...o, ...patch });

describe('rule engine properties', () => {
  const ctx = context({ catalog });

  it('applying twice equals applying once, and a run never touches a hand-edited field', () => {
    fc.assert(
      fc.property(
        rulesArb,
        orderArb,
        manualArb,
        triggerArb,
        fc.boolean(),
        (rules, o, manualFields, trigger, overwriteManual) => {
          const run = compileRules(rules);
          const first = run(o, ctx, { manualFields, trigger, overwriteManual });
          if (!overwriteManual) for (const field of manualFields) expect(first.patch).not.toHaveProperty(field);
          const once = apply(o, first.patch);
          const second = run(once, ctx, { manualFields, trigger, overwriteManual, previous: first.changes });
          expect(second.patch).toEqual({});
          expect(second.changes).toEqual(first.changes);
          expect(apply(once, second.patch)).toEqual(once);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('undo takes the order back to before the run', () => {
    fc.assert(
      fc.property(rulesArb, orderArb, manualArb, (rules, o, manualFields) => {
        const first = compileRules(rules)(o, ctx, { manualFields });
        const once = apply(o, first.patch);
        expect(apply(once, undoPatch(once, first.changes, manualFields))).toEqual(o);
      }),
      { numRuns: 300 },
    );
  });

  /** The catalog as a run reads it: the ids the random rules name, with what the order writer copies. */
  const line = (sku: string, lb: number) => ({ title: sku, sku, dimensions: { weight: { value: lb, units: 'lb' } } });
  const entries = {
    boxes: new Map(
      ['b1', 'b2'].map((id, i) => [
        id,
        { id, name: id, dimensions: { length: 10 + i, width: 10, height: 10, units: 'in' }, weight: { value: 1 + i } },
      ]),
    ),
    products: new Map([1, 2, 3].map((n) => [`p${n}`, line(`SKU-${n}`, n)])),
    packagings: new Map([
      ['liner', { ...line('LINER', 0.5), packagingType: 'liner' }],
      ['gel', { ...line('GEL', 1.5), packagingType: 'coolant' }],
    ]),
    warehouses: new Map([['w1', { id: 'w1', name: 'Dallas' }]]),
  } as unknown as CatalogEntries;
  const blank = {
    id: 'o',
    storeId: 's1',
    orderValue: 100,
    tags: [],
    shipments: [{ id: 's', box: null, products: [], packagings: [], weights: { type: 'product' }, options: {} }],
  } as unknown as AutomatedOrder;

  it('through the stored order with the catalog (box, warehouse, coolant line, weights), applying twice equals once', () => {
    const entriesCtx = context({ catalog: catalogOf(entries) });
    fc.assert(
      fc.property(rulesArb, orderArb, manualArb, (rules, o, manualFields) => {
        const { orderId: _i, storeId: _s, destination: _d, orderValueCents: _v, ...fields } = o;
        const { checkoutService: _c, confidenceScore: _f, ...patch } = fields;
        const stored = applyAutomationPatch(blank, patch, { entries });
        const run = compileRules(rules);
        const first = run(automationView(stored)!, entriesCtx, { manualFields });
        const once = applyAutomationPatch(stored, first.patch, { entries });
        const second = run(automationView(once)!, entriesCtx, { manualFields, previous: first.changes });
        expect(second.patch).toEqual({});
        expect(applyAutomationPatch(once, second.patch, { entries })).toEqual(once);
        // Undo through the stored order gives back the order the rules saw.
        const undone = applyAutomationPatch(once, undoPatch(automationView(once)!, first.changes, manualFields), {
          entries,
        });
        expect(automationView(undone)).toEqual(automationView(stored));
        // Every box and warehouse named is in the catalog: each is the order's own, none waits in the state.
        const view = automationView(once)!;
        expect(once.automation?.fields).not.toHaveProperty('boxId');
        expect(once.automation?.fields).not.toHaveProperty('warehouseId');
        expect(once.shipments[0]?.box?.id ?? null).toBe(view.boxId);
        expect(once.warehouse?.id ?? null).toBe(view.warehouseId);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the last run kept in the order (last-run.rules): its folded changes serve a re-run and an undo alike', () => {
  const ctx = context({ catalog });

  it('a re-run taking back the kept last run changes nothing, as with every change of the run', () => {
    fc.assert(
      fc.property(rulesArb, orderArb, manualArb, triggerArb, (rules, o, manualFields, trigger) => {
        const run = compileRules(rules);
        const first = run(o, ctx, { manualFields, trigger });
        const once = apply(o, first.patch);
        const kept = lastRunOf('run-1', '2026-07-14T10:00:00.000Z', first.changes);
        const second = run(once, ctx, { manualFields, trigger, previous: kept.changes });
        expect(second.patch).toEqual({});
        expect(second).toEqual(run(once, ctx, { manualFields, trigger, previous: first.changes }));
      }),
      { numRuns: 500 },
    );
  });

  it('undo from the kept last run takes the order back to before the run, even after hand edits', () => {
    fc.assert(
      fc.property(rulesArb, orderArb, manualArb, manualArb, (rules, o, manualFields, editedSince) => {
        const first = compileRules(rules)(o, ctx, { manualFields });
        const once = apply(o, first.patch);
        const kept = lastRunOf('run-1', '2026-07-14T10:00:00.000Z', first.changes).changes;
        expect(apply(once, undoPatch(once, kept, manualFields))).toEqual(o);
        expect(undoPatch(once, kept, editedSince)).toEqual(undoPatch(once, first.changes, editedSince));
      }),
      { numRuns: 500 },
    );
  });
});
