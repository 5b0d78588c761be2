import { describe, expect, it } from 'vitest';
import { errorsOf } from '../forms/helpers';
import {
  AUTOMATION_ACTIONS,
  AUTOMATION_CONDITIONS,
  AUTOMATION_MESSAGES,
  RULE_ACTION_TYPES,
  RULE_CONDITION_TYPES,
  RULE_TEMPLATES,
  actionIncompleteReason,
  ruleActionSchema,
  ruleConditionSchema,
  ruleInputSchema,
  ruleSchema,
  type RuleAction,
  type RuleActionInput,
} from '#domain/automations/index';
import { AUTOMATION_ACTIONS as SETTINGS_ACTIONS } from '#domain/constants/settings.constants';

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Texas in July',
  active: true,
  triggers: ['import'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['tx'] }],
  actions: [{ type: 'add_dry_ice', value: 5, units: 'lb' }],
  ...over,
});

describe('orders §9 automation vocabulary', () => {
  it('keeps the spec lists and extends them', () => {
    expect(SETTINGS_ACTIONS).toBe(AUTOMATION_ACTIONS);
    for (const c of AUTOMATION_CONDITIONS) expect(RULE_CONDITION_TYPES).toContain(c);
    for (const a of AUTOMATION_ACTIONS) expect(RULE_ACTION_TYPES).toContain(a);
    expect(RULE_CONDITION_TYPES).toContain('max_transit_temperature');
    expect(RULE_ACTION_TYPES).toEqual(expect.arrayContaining(['add_tag', 'stop_processing', 'hold_until']));
  });
});

describe('rule input', () => {
  it('accepts a complete rule and normalises state codes', () => {
    const r = ruleInputSchema.parse(input());
    expect(r.conditions[0]).toEqual({ type: 'destination_state', operator: 'in', states: ['TX'] });
    expect(r.position).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['name required', { name: ' ' }, 'name'],
    ['name at most 80', { name: 'x'.repeat(81) }, 'name'],
    ['a trigger at least', { triggers: [] }, 'triggers'],
    ['unknown trigger', { triggers: ['edit'] }, 'triggers.0'],
    ['each trigger once', { triggers: ['import', 'import'] }, 'triggers'],
    ['match all or any', { match: 'first' }, 'match'],
    ['an action at least', { actions: [] }, 'actions'],
    ['at most 20 actions', { actions: Array.from({ length: 21 }, () => ({ type: 'remove_dry_ice' })) }, 'actions'],
    [
      'at most 20 conditions',
      { conditions: Array.from({ length: 21 }, () => ({ type: 'dry_ice', operator: 'set' })) },
      'conditions',
    ],
    ['unknown condition', { conditions: [{ type: 'moon_phase', operator: 'eq' }] }, 'conditions.0.type'],
    ['unknown action', { actions: [{ type: 'delete_order' }] }, 'actions.0.type'],
    ['position is an integer', { position: 1.5 }, 'position'],
  ])('refuses: %s', (_why, over, path) => {
    expect(Object.keys(errorsOf(ruleInputSchema, input(over)))).toContain(path);
  });

  it('a draft (inactive) rule may hold incomplete actions; an active one may not (orders §5)', () => {
    const actions = [{ type: 'remove_dry_ice' }, { type: 'set_service', mode: 'cheapest_within_days' }];
    expect(ruleInputSchema.safeParse(input({ active: false, actions })).success).toBe(true);
    expect(errorsOf(ruleInputSchema, input({ active: true, actions }))).toEqual({
      'actions.1': AUTOMATION_MESSAGES.cheapestNeedsDays,
    });
  });

  it('a stored rule carries id, position, version, timestamps and optional statistics', () => {
    const stored = {
      ...input(),
      ruleId: 'r1',
      position: 0,
      version: 1,
      createdAt: '2026-07-01T00:00:00.000Z',
      updatedAt: '2026-07-01T00:00:00.000Z',
    };
    expect(ruleSchema.parse(stored).hits).toBeUndefined();
    expect(ruleSchema.parse({ ...stored, hits: 3, lastFiredAt: '2026-07-02T00:00:00Z' }).hits).toBe(3);
    expect(ruleSchema.safeParse({ ...stored, ruleId: undefined }).success).toBe(false);
  });
});

describe('conditions: typed operators, bounded values', () => {
  it.each<[string, unknown, boolean]>([
    ['box is ids', { type: 'box', operator: 'is', boxIds: ['b1'] }, true],
    ['box needs ids', { type: 'box', operator: 'is', boxIds: [] }, false],
    ['box operator typed', { type: 'box', operator: 'gt', boxIds: ['b1'] }, false],
    ['confidence in spec bands', { type: 'confidence_score', operator: 'in', bands: ['80-100'] }, true],
    ['confidence band not in spec', { type: 'confidence_score', operator: 'in', bands: ['90-100'] }, false],
    ['dry ice set', { type: 'dry_ice', operator: 'set' }, true],
    ['full coverage unset', { type: 'full_coverage', operator: 'unset' }, true],
    ['packaging includes', { type: 'packaging', operator: 'includes', packagingIds: ['p1'] }, true],
    ['product SKU in any line', { type: 'product', operator: 'includes', skus: ['LOX-8'] }, true],
    ['zone is an integer', { type: 'zone', operator: 'gte', value: 5 }, true],
    ['zone fraction refused', { type: 'zone', operator: 'gte', value: 5.5 }, false],
    ['checkout service contains', { type: 'checkout_service', operator: 'contains', value: 'Express' }, true],
    ['tags any', { type: 'tags', operator: 'any', tags: ['vip'] }, true],
    ['tags operator typed', { type: 'tags', operator: 'some', tags: ['vip'] }, false],
    ['transit days <=', { type: 'transit_days', operator: 'lte', value: 2 }, true],
    ['transit days bounded', { type: 'transit_days', operator: 'lte', value: 31 }, false],
    ['weather °F', { type: 'weather', operator: 'gt', valueF: 85 }, true],
    ['max transit temperature', { type: 'max_transit_temperature', operator: 'gt', valueF: 85 }, true],
    ['temperature bounded', { type: 'max_transit_temperature', operator: 'gt', valueF: 1e9 }, false],
    ['temperature finite', { type: 'weather', operator: 'gt', valueF: Infinity }, false],
    ['destination ZIP prefix', { type: 'destination_zip', operator: 'starts_with', prefixes: ['750'] }, true],
    ['destination country', { type: 'destination_country', operator: 'in', countries: ['us'] }, true],
    ['country is two letters', { type: 'destination_country', operator: 'in', countries: ['USA'] }, false],
    ['order value in cents', { type: 'order_value', operator: 'gt', cents: 15000 }, true],
    ['order value integer cents', { type: 'order_value', operator: 'gt', cents: 150.5 }, false],
    ['weight with units', { type: 'weight', operator: 'gt', value: 10, units: 'lb' }, true],
    ['weight needs units', { type: 'weight', operator: 'gt', value: 10 }, false],
    ['store in', { type: 'store', operator: 'in', storeIds: ['s1'] }, true],
    ['ids capped', { type: 'store', operator: 'in', storeIds: ['x'.repeat(101)] }, false],
  ])('%s', (_why, condition, ok) => {
    expect(ruleConditionSchema.safeParse(condition).success).toBe(ok);
  });
});

describe('orders §5 actions stay disabled until complete', () => {
  const reason = (a: RuleActionInput) => actionIncompleteReason(ruleActionSchema.parse(a) as RuleAction);
  const m = AUTOMATION_MESSAGES;
  it.each<[string, RuleActionInput, string | undefined]>([
    ['named service', { type: 'set_service', mode: 'named', carrier: 'UPS', service: 'Ground' }, undefined],
    [
      'named service needs carrier and service',
      { type: 'set_service', mode: 'named', service: 'Ground' },
      m.serviceNeeded,
    ],
    ['cheapest needs days', { type: 'set_service', mode: 'cheapest_within_days' }, m.cheapestNeedsDays],
    ['cheapest with days', { type: 'set_service', mode: 'cheapest_within_days', days: 2 }, undefined],
    ['cheapest within 0 days', { type: 'set_service', mode: 'cheapest_within_days', days: 0 }, undefined],
    ['dry ice needs value and units', { type: 'add_dry_ice', value: 5 }, m.valueAndUnits],
    ['dry ice complete', { type: 'add_dry_ice', value: 5, units: 'lb' }, undefined],
    ['dry ice of 0 is not complete', { type: 'add_dry_ice', value: 0, units: 'lb' }, m.valueAndUnits],
    ['weight needs value', { type: 'set_weight', units: 'kg' }, m.valueAndUnits],
    ['weight complete', { type: 'set_weight', value: 2, units: 'kg' }, undefined],
    [
      'custom coolant needs quantity',
      { type: 'add_coolant', mode: 'custom', length: 1, width: 1, height: 1, sku: 'Custom' },
      m.customCoolant,
    ],
    [
      'custom coolant complete',
      { type: 'add_coolant', mode: 'custom', length: 1, width: 1, height: 1, sku: 'Custom', quantity: 2 },
      undefined,
    ],
    ['catalog coolant needs its choice', { type: 'add_coolant', mode: 'catalog' }, m.coolantNeeded],
    ['catalog coolant', { type: 'add_coolant', mode: 'catalog', coolantId: 'gel-pack' }, undefined],
    ['custom insurance needs an amount', { type: 'add_insurance', mode: 'custom' }, m.customInsurance],
    ['custom insurance with an amount', { type: 'add_insurance', mode: 'custom', amountCents: 10000 }, undefined],
    ['declared-value insurance', { type: 'add_insurance', mode: 'declared_value' }, undefined],
    ['box needs a box', { type: 'set_box' }, m.boxNeeded],
    ['products need products', { type: 'add_products', products: [] }, m.productsNeeded],
    ['remove products needs products', { type: 'remove_products' }, m.productsNeeded],
    ['packaging needs packaging', { type: 'add_packaging' }, m.packagingNeeded],
    ['warehouse needs a warehouse', { type: 'set_warehouse' }, m.warehouseNeeded],
    ['tag needs a tag', { type: 'add_tag' }, m.tagNeeded],
    ['hold needs a date', { type: 'hold_until' }, m.dateNeeded],
    ['packing algorithm defaults', { type: 'set_box_packing_algorithm' }, undefined],
    ['stop processing', { type: 'stop_processing' }, undefined],
    ['remove dry ice', { type: 'remove_dry_ice' }, undefined],
  ])('%s', (_why, action, expected) => {
    expect(reason(action)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['a date that does not exist', { type: 'hold_until', date: '2026-02-30' }],
    ['a negative dry ice weight', { type: 'add_dry_ice', value: -1, units: 'lb' }],
    ['an unknown unit', { type: 'set_weight', value: 1, units: 'stone' }],
    ['a fractional quantity', { type: 'add_products', products: [{ productId: 'p', quantity: 1.5 }] }],
    ['an unknown algorithm', { type: 'set_box_packing_algorithm', algorithm: 'magic' }],
    ['a huge amount', { type: 'add_insurance', mode: 'custom', amountCents: 1e12 }],
  ])('refuses %s', (_why, action) => {
    expect(ruleActionSchema.safeParse(action).success).toBe(false);
  });
});

describe('perishable rule templates', () => {
  it.each(RULE_TEMPLATES.map((t) => [t.key, t] as const))('%s is a valid draft', (_key, template) => {
    expect(ruleInputSchema.parse(template.rule)).toEqual(template.rule);
    expect(template.rule.active).toBe(false);
  });

  it('keys are unique', () => {
    expect(new Set(RULE_TEMPLATES.map((t) => t.key)).size).toBe(RULE_TEMPLATES.length);
  });

  it('a template waiting for the merchant’s choice cannot be switched on as it is', () => {
    const sku = RULE_TEMPLATES.find((t) => t.key === 'sku-insulated-box')!;
    expect(errorsOf(ruleInputSchema, { ...sku.rule, active: true })).toEqual({
      'actions.0': AUTOMATION_MESSAGES.boxNeeded,
    });
    const ready = RULE_TEMPLATES.find((t) => t.key === 'texas-summer')!;
    expect(ruleInputSchema.safeParse({ ...ready.rule, active: true }).success).toBe(true);
  });
});
