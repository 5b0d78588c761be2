import { describe, expect, it } from 'vitest';
import { context, order, rule } from './fixtures';
import {
  SKIP_REASONS,
  applyRules,
  compileRules,
  ruleInvalidReason,
  undoPatch,
  type RuleChange,
} from '#domain/automations/apply-rules.rules';
import type { AutomationCatalog, AutomationFields, AutomationOrder } from '#domain/automations/automation-order';

const TX = { type: 'destination_state', operator: 'in', states: ['TX'] };
const HOT = { type: 'max_transit_temperature', operator: 'gt', valueF: 85 };
const applied = (o: AutomationOrder, patch: Partial<AutomationFields>): AutomationOrder => ({ ...o, ...patch });

describe('actions: each writes its field', () => {
  const catalog: AutomationCatalog = {
    products: new Map([
      ['p-ice', 'GEL-1'],
      ['p-lox', 'LOX-8'],
    ]),
  };
  it.each<[string, unknown, Partial<AutomationOrder>, Partial<AutomationFields>]>([
    [
      'add products: absent line added with its SKU',
      { type: 'add_products', products: [{ productId: 'p-ice', quantity: 2 }] },
      {},
      {
        products: [
          { productId: 'p-lox', sku: 'LOX-8', quantity: 2 },
          { productId: 'p-ice', sku: 'GEL-1', quantity: 2 },
        ],
      },
    ],
    [
      'add products: a line present is kept (the shopper ordered it)',
      { type: 'add_products', products: [{ productId: 'p-lox', quantity: 9 }] },
      {},
      {},
    ],
    ['remove products', { type: 'remove_products', productIds: ['p-lox'] }, {}, { products: [] }],
    [
      'add packaging',
      { type: 'add_packaging', packagings: [{ packagingId: 'liner', quantity: 1 }] },
      {},
      { packagings: [{ packagingId: 'liner', quantity: 1 }] },
    ],
    [
      'remove packaging',
      { type: 'remove_packaging', packagingIds: ['liner'] },
      { packagings: [{ packagingId: 'liner', quantity: 1 }] },
      { packagings: [] },
    ],
    [
      'add dry ice sets the weight',
      { type: 'add_dry_ice', value: 5, units: 'lb' },
      {},
      { dryIce: { value: 5, units: 'lb' } },
    ],
    ['remove dry ice', { type: 'remove_dry_ice' }, { dryIce: { value: 5, units: 'lb' } }, { dryIce: null }],
    [
      'add insurance, declared value',
      { type: 'add_insurance', mode: 'declared_value' },
      {},
      { insurance: { mode: 'declared_value' } },
    ],
    [
      'add insurance, custom amount',
      { type: 'add_insurance', mode: 'custom', amountCents: 20_000 },
      {},
      { insurance: { mode: 'custom', amountCents: 20_000 } },
    ],
    ['remove insurance', { type: 'remove_insurance' }, { insurance: { mode: 'declared_value' } }, { insurance: null }],
    [
      'add custom coolant (units default to inches)',
      { type: 'add_coolant', mode: 'custom', length: 6, width: 4, height: 1, sku: 'ICE-6', quantity: 2 },
      {},
      { coolant: { mode: 'custom', length: 6, width: 4, height: 1, units: 'in', sku: 'ICE-6', quantity: 2 } },
    ],
    [
      'add catalog coolant',
      { type: 'add_coolant', mode: 'catalog', coolantId: 'gel-pack' },
      {},
      { coolant: { mode: 'catalog', coolantId: 'gel-pack' } },
    ],
    ['remove coolant', { type: 'remove_coolant' }, { coolant: { mode: 'catalog', coolantId: 'x' } }, { coolant: null }],
    [
      'set a named service',
      { type: 'set_service', mode: 'named', carrier: 'UPS', service: '2nd Day Air' },
      {},
      { service: { mode: 'named', carrier: 'UPS', service: '2nd Day Air' } },
    ],
    [
      'set the cheapest service arriving within 2 days',
      { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
      {},
      { service: { mode: 'cheapest_within_days', days: 2 } },
    ],
    ['set box', { type: 'set_box', boxId: 'insulated-16' }, {}, { boxId: 'insulated-16' }],
    ['set weight', { type: 'set_weight', value: 9, units: 'lb' }, {}, { weight: { value: 9, units: 'lb' } }],
    ['set warehouse', { type: 'set_warehouse', warehouseId: 'w-dallas' }, {}, { warehouseId: 'w-dallas' }],
    [
      'set box packing algorithm',
      { type: 'set_box_packing_algorithm', algorithm: 'useBoxPackingAlgoWeight' },
      {},
      { packingAlgorithm: 'useBoxPackingAlgoWeight' },
    ],
    [
      'set box packing algorithm: the default without a choice',
      { type: 'set_box_packing_algorithm' },
      {},
      { packingAlgorithm: 'useBoxPackingAlgo' },
    ],
    ['add tag', { type: 'add_tag', tag: 'Perishable' }, { tags: ['vip'] }, { tags: ['vip', 'Perishable'] }],
    ['add tag present in another case', { type: 'add_tag', tag: 'VIP' }, { tags: ['vip'] }, {}],
    ['hold until a date', { type: 'hold_until', date: '2026-07-20' }, {}, { holdUntil: '2026-07-20' }],
    ['stop processing writes nothing', { type: 'stop_processing' }, {}, {}],
  ])('%s', (_why, action, o, patch) => {
    const result = applyRules([rule([], [action])], order(o), context({ catalog }));
    expect(result.patch).toEqual(patch);
    expect(result.changes.length > 0).toBe(Object.keys(patch).length > 0);
  });
});

describe('the acceptance rule: TX and route above 85 °F → 5 lb dry ice, cheapest within 2 days', () => {
  const texasHeat = rule(
    [TX, HOT],
    [
      { type: 'add_dry_ice', value: 5, units: 'lb' },
      { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
    ],
    { ruleId: 'tx-heat', name: 'Texas heat' },
  );

  it('fires on a hot Texas order and records each change with before and after', () => {
    const r = applyRules([texasHeat], order(), context());
    expect(r.fired).toEqual(['tx-heat']);
    expect(r.patch).toEqual({
      dryIce: { value: 5, units: 'lb' },
      service: { mode: 'cheapest_within_days', days: 2 },
    });
    expect(r.changes).toEqual([
      { ruleId: 'tx-heat', ruleName: 'Texas heat', field: 'dryIce', before: null, after: { value: 5, units: 'lb' } },
      {
        ruleId: 'tx-heat',
        ruleName: 'Texas heat',
        field: 'service',
        before: null,
        after: { mode: 'cheapest_within_days', days: 2 },
      },
    ]);
  });

  it('does not fire in Minnesota or on a cool week', () => {
    expect(applyRules([texasHeat], order({ destination: { state: 'MN', zip: '55401' } }), context()).fired).toEqual([]);
    const cool = { '2026-07-14': 70, '2026-07-15': 72, '2026-07-16': 75, '2026-07-17': 80, '2026-07-18': 79 };
    expect(applyRules([texasHeat], order(), context({ forecastF: cool })).fired).toEqual([]);
  });
});

describe('ordering and conflicts', () => {
  it('rules run by position; for the same field the later rule wins and the earlier is marked overridden', () => {
    const late = rule([], [{ type: 'set_box', boxId: 'big' }], { ruleId: 'late', position: 20 });
    const early = rule([], [{ type: 'set_box', boxId: 'small' }], { ruleId: 'early', position: 10 });
    const r = applyRules([late, early], order(), context());
    expect(r.fired).toEqual(['early', 'late']);
    expect(r.patch).toEqual({ boxId: 'big' });
    expect(r.changes).toEqual([
      expect.objectContaining({
        ruleId: 'early',
        field: 'boxId',
        before: null,
        after: 'small',
        overriddenByRuleId: 'late',
      }),
      expect.objectContaining({ ruleId: 'late', field: 'boxId', before: 'small', after: 'big' }),
    ]);
    expect(r.changes[1]).not.toHaveProperty('overriddenByRuleId');
  });

  it('equal positions keep the order given', () => {
    const a = rule([], [{ type: 'set_box', boxId: 'a' }], { ruleId: 'a', position: 1 });
    const b = rule([], [{ type: 'set_box', boxId: 'b' }], { ruleId: 'b', position: 1 });
    expect(applyRules([a, b], order(), context()).patch).toEqual({ boxId: 'b' });
    expect(applyRules([b, a], order(), context()).patch).toEqual({ boxId: 'a' });
  });

  it('list fields conflict per element: two rules adding two tags both apply; add then remove removes', () => {
    const r = applyRules(
      [
        rule([], [{ type: 'add_tag', tag: 'cold' }]),
        rule([], [{ type: 'add_tag', tag: 'fragile' }]),
        rule([], [{ type: 'add_packaging', packagings: [{ packagingId: 'liner', quantity: 1 }] }], { ruleId: 'add' }),
        rule([], [{ type: 'remove_packaging', packagingIds: ['liner'] }], { ruleId: 'remove' }),
      ],
      order(),
      context(),
    );
    expect(r.patch).toEqual({ tags: ['cold', 'fragile'] });
    expect(r.changes.find((c) => c.ruleId === 'add')?.overriddenByRuleId).toBe('remove');
  });

  it('conditions read the order before any rule, not an earlier rule’s output', () => {
    const addIce = rule([], [{ type: 'add_dry_ice', value: 5, units: 'lb' }], { ruleId: 'ice' });
    const ifIce = rule([{ type: 'dry_ice', operator: 'set' }], [{ type: 'add_tag', tag: 'iced' }], { ruleId: 'tag' });
    expect(applyRules([addIce, ifIce], order(), context()).fired).toEqual(['ice']);
  });

  it('match any fires on one condition; all needs every one; no condition matches every order', () => {
    const conditions = [TX, { type: 'order_value', operator: 'gt', cents: 1_000_000 }];
    const tag = [{ type: 'add_tag', tag: 'x' }];
    expect(applyRules([rule(conditions, tag, { match: 'any' })], order(), context()).fired).toHaveLength(1);
    expect(applyRules([rule(conditions, tag, { match: 'all' })], order(), context()).fired).toHaveLength(0);
    expect(applyRules([rule([], tag, { match: 'any' })], order(), context()).fired).toHaveLength(1);
  });

  it('inactive rules and rules without the run’s trigger do not run', () => {
    const off = rule([], [{ type: 'add_tag', tag: 'off' }], { active: false });
    const importOnly = rule([], [{ type: 'add_tag', tag: 'import' }], { triggers: ['import'] });
    expect(applyRules([off, importOnly], order(), context(), { trigger: 'manual' }).fired).toEqual([]);
    expect(applyRules([off, importOnly], order(), context(), { trigger: 'import' }).patch).toEqual({
      tags: ['import'],
    });
  });
});

describe('stop processing', () => {
  it('ends the run after its own rule’s actions', () => {
    const r = applyRules(
      [
        rule([], [{ type: 'stop_processing' }, { type: 'add_tag', tag: 'first' }], { ruleId: 'stop' }),
        rule([], [{ type: 'add_tag', tag: 'never' }], { ruleId: 'after' }),
      ],
      order(),
      context(),
    );
    expect(r.fired).toEqual(['stop']);
    expect(r.patch).toEqual({ tags: ['first'] });
  });

  it('only when its rule matches', () => {
    const r = applyRules(
      [
        rule([{ type: 'destination_state', operator: 'in', states: ['CA'] }], [{ type: 'stop_processing' }]),
        rule([], [{ type: 'add_tag', tag: 'x' }], { ruleId: 'next' }),
      ],
      order(),
      context(),
    );
    expect(r.fired).toEqual(['next']);
  });
});

describe('invalid rules are skipped with their reason, never breaking the rules after them', () => {
  const catalog: AutomationCatalog = {
    boxIds: new Set(['b1']),
    products: new Map([['p-lox', 'LOX-8']]),
    packagingIds: new Set(['liner']),
    warehouseIds: new Set(['w1']),
    services: new Set(['UPS|Ground']),
    storeIds: new Set(['store-1']),
  };
  it.each<[string, unknown[], unknown[], string]>([
    ['deleted box in an action', [], [{ type: 'set_box', boxId: 'gone' }], SKIP_REASONS.missingBox('gone')],
    [
      'deleted box in a condition',
      [{ type: 'box', operator: 'is_not', boxIds: ['gone'] }],
      [{ type: 'remove_dry_ice' }],
      SKIP_REASONS.missingBox('gone'),
    ],
    [
      'deleted product',
      [],
      [{ type: 'add_products', products: [{ productId: 'gone', quantity: 1 }] }],
      SKIP_REASONS.missingProduct('gone'),
    ],
    [
      'deleted packaging',
      [],
      [{ type: 'remove_packaging', packagingIds: ['gone'] }],
      SKIP_REASONS.missingPackaging('gone'),
    ],
    [
      'deleted catalog coolant',
      [],
      [{ type: 'add_coolant', mode: 'catalog', coolantId: 'gone' }],
      SKIP_REASONS.missingPackaging('gone'),
    ],
    ['deleted warehouse', [], [{ type: 'set_warehouse', warehouseId: 'gone' }], SKIP_REASONS.missingWarehouse('gone')],
    [
      'service no longer offered',
      [],
      [{ type: 'set_service', mode: 'named', carrier: 'FedEx', service: 'Ground' }],
      SKIP_REASONS.missingService('FedEx', 'Ground'),
    ],
    [
      'deleted store',
      [{ type: 'store', operator: 'in', storeIds: ['gone'] }],
      [{ type: 'remove_dry_ice' }],
      SKIP_REASONS.missingStore('gone'),
    ],
  ])('%s', (_why, conditions, actions, reason) => {
    const broken = rule(conditions, actions, { ruleId: 'broken' });
    const after = rule([], [{ type: 'add_tag', tag: 'still-runs' }], { ruleId: 'after' });
    const r = applyRules([broken, after], order(), context({ catalog }));
    expect(r.skipped).toEqual([{ ruleId: 'broken', reason }]);
    expect(r.fired).toEqual(['after']);
    expect(r.patch).toEqual({ tags: ['still-runs'] });
  });

  it('a stored draft holding an incomplete action is skipped if it is switched on without a save', () => {
    const draft = rule([], [{ type: 'set_service', mode: 'cheapest_within_days' }], { ruleId: 'draft', active: false });
    const r = applyRules([{ ...draft, active: true }], order(), context());
    expect(r.skipped).toEqual([
      { ruleId: 'draft', reason: SKIP_REASONS.incomplete('Cheapest service needs a number of days') },
    ]);
    expect(r.patch).toEqual({});
  });

  it('the rules list can ask the same question outside a run', () => {
    expect(ruleInvalidReason(rule([], [{ type: 'set_box', boxId: 'gone' }]), catalog)).toBe(
      SKIP_REASONS.missingBox('gone'),
    );
    expect(ruleInvalidReason(rule([], [{ type: 'set_box', boxId: 'b1' }]), catalog)).toBeUndefined();
    expect(ruleInvalidReason(rule([], [{ type: 'set_box', boxId: 'gone' }]))).toBeUndefined();
  });

  it('names that exist pass', () => {
    const ok = rule([{ type: 'box', operator: 'is_not', boxIds: ['b1'] }], [{ type: 'set_box', boxId: 'b1' }]);
    expect(applyRules([ok], order(), context({ catalog })).patch).toEqual({ boxId: 'b1' });
  });
});

describe('manual edits are kept', () => {
  const rules = [
    rule(
      [],
      [
        { type: 'add_dry_ice', value: 5, units: 'lb' },
        { type: 'add_tag', tag: 'cold' },
      ],
      { ruleId: 'r' },
    ),
  ];
  it('a hand-edited field is not overwritten, and the run says so', () => {
    const r = applyRules(rules, order({ dryIce: { value: 2, units: 'lb' } }), context(), { manualFields: ['dryIce'] });
    expect(r.patch).toEqual({ tags: ['cold'] });
    expect(r.keptManual).toEqual([{ ruleId: 'r', field: 'dryIce' }]);
  });

  it('unless the run is asked to overwrite them', () => {
    const r = applyRules(rules, order({ dryIce: { value: 2, units: 'lb' } }), context(), {
      manualFields: ['dryIce'],
      overwriteManual: true,
    });
    expect(r.patch.dryIce).toEqual({ value: 5, units: 'lb' });
  });

  it('overwriting hand edits twice changes nothing the second time', () => {
    const run = compileRules(rules);
    const options = { manualFields: ['dryIce' as const], overwriteManual: true };
    const first = run(order({ dryIce: { value: 2, units: 'lb' } }), context(), options);
    const once = applied(order({ dryIce: { value: 2, units: 'lb' } }), first.patch);
    const second = run(once, context(), { ...options, previous: first.changes });
    expect(second.patch).toEqual({});
    expect(second.changes).toEqual(first.changes);
  });

  it('a field edited by hand after a run is not taken back by the next run', () => {
    const run = compileRules(rules);
    const first = run(order(), context());
    const edited = applied(applied(order(), first.patch), { dryIce: { value: 8, units: 'lb' } });
    const second = run(edited, context(), { previous: first.changes, manualFields: ['dryIce'] });
    expect(second.patch).toEqual({});
  });
});

describe('idempotence and re-runs', () => {
  const rules = [
    rule(
      [TX, HOT],
      [
        { type: 'add_dry_ice', value: 5, units: 'lb' },
        { type: 'add_tag', tag: 'cold' },
      ],
      { ruleId: 'ice' },
    ),
    rule([{ type: 'dry_ice', operator: 'unset' }], [{ type: 'set_box', boxId: 'styro' }], { ruleId: 'box' }),
    rule([{ type: 'box', operator: 'is', boxIds: ['styro'] }], [{ type: 'set_weight', value: 9, units: 'lb' }], {
      ruleId: 'weight',
    }),
    rule([], [{ type: 'add_products', products: [{ productId: 'p-ice', quantity: 1 }] }], { ruleId: 'add' }),
  ];

  it('applying twice changes nothing the second time, even where conditions read fields the rules write', () => {
    const run = compileRules(rules);
    const first = run(order(), context());
    const once = applied(order(), first.patch);
    const second = run(once, context(), { previous: first.changes });
    expect(second.patch).toEqual({});
    expect(second.changes).toEqual(first.changes);
    expect(second.fired).toEqual(first.fired);
  });

  it('a re-run after a rule is switched off takes back what it wrote', () => {
    const first = applyRules(rules, order(), context());
    const withoutIce = rules.map((r) => (r.ruleId === 'ice' ? { ...r, active: false } : r));
    const again = applyRules(withoutIce, applied(order(), first.patch), context(), { previous: first.changes });
    expect(again.patch).toEqual({ dryIce: null, tags: [] });
  });
});

describe('undo', () => {
  it('reverts the last run', () => {
    const rules = [
      rule([], [{ type: 'set_box', boxId: 'a' }]),
      rule(
        [],
        [
          { type: 'set_box', boxId: 'b' },
          { type: 'remove_products', productIds: ['p-lox'] },
        ],
      ),
    ];
    const o = order({ boxId: 'start' });
    const r = applyRules(rules, o, context());
    const after = applied(o, r.patch);
    expect(applied(after, undoPatch(after, r.changes))).toEqual(o);
  });

  it('leaves a field changed since the run, or edited by hand', () => {
    const changes: RuleChange[] = [
      { ruleId: 'r', ruleName: 'r', field: 'boxId', before: null, after: 'a' },
      { ruleId: 'r', ruleName: 'r', field: 'dryIce', before: null, after: { value: 5, units: 'lb' } },
    ];
    const now = order({ boxId: 'changed-since', dryIce: { value: 5, units: 'lb' } });
    expect(undoPatch(now, changes)).toEqual({ dryIce: null });
    expect(undoPatch(now, changes, ['dryIce'])).toEqual({});
  });
});
