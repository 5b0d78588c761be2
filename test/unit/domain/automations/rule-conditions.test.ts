import { describe, expect, it } from 'vitest';
import { context, order } from './fixtures';
import type { AutomationContext, AutomationOrder } from '#domain/automations/automation-order';
import { zip3Of } from '#domain/automations/automation-order';
import { OrderFacts, addDays, compileCondition, forecastWindow } from '#domain/automations/rule-conditions.rules';
import { ruleConditionSchema } from '#domain/automations/rule.schema';

const holds = (condition: unknown, o: Partial<AutomationOrder> = {}, ctx: Partial<AutomationContext> = {}) =>
  compileCondition(ruleConditionSchema.parse(condition))(new OrderFacts(order(o), context(ctx)));

describe('orders §9 conditions (and ours), each proven true and false', () => {
  it.each<[string, unknown, Partial<AutomationOrder>, Partial<AutomationContext>, boolean]>([
    ['box is: same box', { type: 'box', operator: 'is', boxIds: ['b1'] }, { boxId: 'b1' }, {}, true],
    ['box is: other box', { type: 'box', operator: 'is', boxIds: ['b1'] }, { boxId: 'b2' }, {}, false],
    ['box is: no box', { type: 'box', operator: 'is', boxIds: ['b1'] }, {}, {}, false],
    ['box is not: other box', { type: 'box', operator: 'is_not', boxIds: ['b1'] }, { boxId: 'b2' }, {}, true],
    ['confidence 72 in 60-79.99', { type: 'confidence_score', operator: 'in', bands: ['60-79.99'] }, {}, {}, true],
    ['confidence 72 not in 80-100', { type: 'confidence_score', operator: 'in', bands: ['80-100'] }, {}, {}, false],
    ['confidence not_in', { type: 'confidence_score', operator: 'not_in', bands: ['80-100'] }, {}, {}, true],
    [
      'no confidence score: never matches',
      { type: 'confidence_score', operator: 'not_in', bands: ['80-100'] },
      { confidenceScore: undefined },
      {},
      false,
    ],
    ['dry ice set: none', { type: 'dry_ice', operator: 'set' }, {}, {}, false],
    ['dry ice set', { type: 'dry_ice', operator: 'set' }, { dryIce: { value: 5, units: 'lb' } }, {}, true],
    ['dry ice unset', { type: 'dry_ice', operator: 'unset' }, {}, {}, true],
    [
      'full coverage set',
      { type: 'full_coverage', operator: 'set' },
      { insurance: { mode: 'declared_value' } },
      {},
      true,
    ],
    [
      'full coverage unset',
      { type: 'full_coverage', operator: 'unset' },
      { insurance: { mode: 'declared_value' } },
      {},
      false,
    ],
    [
      'packaging includes',
      { type: 'packaging', operator: 'includes', packagingIds: ['liner'] },
      { packagings: [{ packagingId: 'liner', quantity: 1 }] },
      {},
      true,
    ],
    ['packaging excludes', { type: 'packaging', operator: 'excludes', packagingIds: ['liner'] }, {}, {}, true],
    [
      'product SKU in any line (not only single-line orders), any case',
      { type: 'product', operator: 'includes', skus: ['lox-8'] },
      {
        products: [
          { sku: 'CAVIAR', quantity: 1 },
          { productId: 'p-lox', sku: 'LOX-8', quantity: 2 },
        ],
      },
      {},
      true,
    ],
    ['product missing', { type: 'product', operator: 'includes', skus: ['CAVIAR'] }, {}, {}, false],
    ['product excludes', { type: 'product', operator: 'excludes', skus: ['CAVIAR'] }, {}, {}, true],
    ['zone 5 >= 5', { type: 'zone', operator: 'gte', value: 5 }, {}, {}, true],
    ['zone 5 > 5', { type: 'zone', operator: 'gt', value: 5 }, {}, {}, false],
    ['zone unknown', { type: 'zone', operator: 'lt', value: 9 }, {}, { zone: undefined }, false],
    [
      'checkout service equals, any case',
      { type: 'checkout_service', operator: 'equals', value: 'ground' },
      {},
      {},
      true,
    ],
    [
      'checkout service not equals',
      { type: 'checkout_service', operator: 'not_equals', value: 'Ground' },
      {},
      {},
      false,
    ],
    [
      'checkout service contains',
      { type: 'checkout_service', operator: 'contains', value: 'express' },
      { checkoutService: 'Priority Express' },
      {},
      true,
    ],
    ['tags any', { type: 'tags', operator: 'any', tags: ['VIP', 'gift'] }, { tags: ['vip'] }, {}, true],
    ['tags all: one missing', { type: 'tags', operator: 'all', tags: ['vip', 'gift'] }, { tags: ['vip'] }, {}, false],
    ['tags all', { type: 'tags', operator: 'all', tags: ['vip', 'gift'] }, { tags: ['Gift', 'vip'] }, {}, true],
    ['tags none', { type: 'tags', operator: 'none', tags: ['vip'] }, { tags: ['gift'] }, {}, true],
    ['tags none: present', { type: 'tags', operator: 'none', tags: ['vip'] }, { tags: ['vip'] }, {}, false],
    [
      'transit days of the checkout service (Ground 4)',
      { type: 'transit_days', operator: 'eq', value: 4 },
      {},
      {},
      true,
    ],
    [
      'transit days of the named service',
      { type: 'transit_days', operator: 'lte', value: 2 },
      { service: { mode: 'named', carrier: 'UPS', service: '2nd Day Air' } },
      {},
      true,
    ],
    [
      'transit days of the cheapest quote without a service',
      { type: 'transit_days', operator: 'eq', value: 4 },
      { checkoutService: undefined },
      {},
      true,
    ],
    [
      'transit days unknown without quotes',
      { type: 'transit_days', operator: 'gte', value: 0 },
      {},
      { rates: [] },
      false,
    ],
    ['weather on the ship day 84 > 80', { type: 'weather', operator: 'gt', valueF: 80 }, {}, {}, true],
    ['weather on the ship day 84 > 85', { type: 'weather', operator: 'gt', valueF: 85 }, {}, {}, false],
    ['weather unknown', { type: 'weather', operator: 'lt', valueF: 149 }, {}, { forecastF: {} }, false],
    [
      'max transit temperature over 4 Ground days reaches 101',
      { type: 'max_transit_temperature', operator: 'gt', valueF: 100 },
      {},
      {},
      true,
    ],
    [
      'max transit temperature over 1 day (Next Day Air) is 88',
      { type: 'max_transit_temperature', operator: 'gt', valueF: 88 },
      { service: { mode: 'named', carrier: 'UPS', service: 'Next Day Air' } },
      {},
      false,
    ],
    [
      'max transit temperature without a forecast',
      { type: 'max_transit_temperature', operator: 'lt', valueF: 150 },
      {},
      { forecastF: undefined },
      false,
    ],
    ['destination state in', { type: 'destination_state', operator: 'in', states: ['tx', 'ok'] }, {}, {}, true],
    ['destination state not in', { type: 'destination_state', operator: 'not_in', states: ['TX'] }, {}, {}, false],
    [
      'destination state unknown',
      { type: 'destination_state', operator: 'not_in', states: ['TX'] },
      { destination: {} },
      {},
      false,
    ],
    [
      'destination ZIP prefix',
      { type: 'destination_zip', operator: 'starts_with', prefixes: ['750', '751'] },
      {},
      {},
      true,
    ],
    [
      'destination postal code prefix ignores spaces and case',
      { type: 'destination_zip', operator: 'starts_with', prefixes: ['k1a0'] },
      { destination: { zip: 'K1A 0B1', country: 'CA' } },
      {},
      true,
    ],
    [
      'destination ZIP not prefix',
      { type: 'destination_zip', operator: 'not_starts_with', prefixes: ['750'] },
      {},
      {},
      false,
    ],
    ['destination country US', { type: 'destination_country', operator: 'in', countries: ['US'] }, {}, {}, true],
    [
      'destination country defaults to US',
      { type: 'destination_country', operator: 'in', countries: ['US'] },
      { destination: { state: 'TX' } },
      {},
      true,
    ],
    [
      'destination country not in',
      { type: 'destination_country', operator: 'not_in', countries: ['US'] },
      {},
      {},
      false,
    ],
    ['order value over $150', { type: 'order_value', operator: 'gt', cents: 15_000 }, {}, {}, false],
    ['order value up to $150', { type: 'order_value', operator: 'lte', cents: 15_000 }, {}, {}, true],
    ['weight 4 lb > 60 oz', { type: 'weight', operator: 'gt', value: 60, units: 'oz' }, {}, {}, true],
    ['weight 4 lb > 2 kg', { type: 'weight', operator: 'gt', value: 2, units: 'kg' }, {}, {}, false],
    ['weight unknown', { type: 'weight', operator: 'lt', value: 100, units: 'lb' }, { weight: null }, {}, false],
    ['store in', { type: 'store', operator: 'in', storeIds: ['store-1'] }, {}, {}, true],
    ['store not in', { type: 'store', operator: 'not_in', storeIds: ['store-1'] }, {}, {}, false],
  ])('%s', (_why, condition, o, ctx, expected) => {
    expect(holds(condition, o, ctx)).toBe(expected);
  });

  it('asks the forecast from the ship day through the slowest quote, or 5 days without quotes', () => {
    expect(forecastWindow('2026-07-14', context().rates)).toEqual([
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
    ]);
    expect(forecastWindow('2026-07-14', [{ transitDays: 0 }])).toEqual(['2026-07-14']);
    expect(forecastWindow('2026-07-14')).toHaveLength(6);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-07-30', 3)).toBe('2026-08-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the ZIP3 forecasts are kept by', () => {
  it.each([
    ['75001', '750'],
    ['75001-1234', '750'],
    [' 55401 ', '554'],
    ['K1A 0B1', undefined],
    ['7500', undefined],
    [undefined, undefined],
  ])('%s → %s', (zip, zip3) => {
    expect(zip3Of(zip)).toBe(zip3);
  });
});
