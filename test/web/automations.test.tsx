import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES, RULE_CONDITION_TYPES } from '#domain/automations/automation.constants';
import { AUTOMATION_SCREEN_MESSAGES } from '#domain/automations/automation-messages';
import { ruleInputSchema, type RuleCondition } from '#domain/automations/rule.schema';
import { RULE_TEMPLATES } from '#domain/automations/rule-templates.constants';
import type { RuleView } from '#web/api/automations-api';
import { ActionRow } from '#web/pages/automations/action-row';
import { RULE_SEMANTICS, formatChangeValue } from '#web/pages/automations/automation-labels';
import { runBatches, runMessage, undoSummary } from '#web/pages/automations/automation-runs.rules';
import { draftOfCondition, newConditionDraft, parseConditionDraft } from '#web/pages/automations/condition-form.values';
import { ChangeLine } from '#web/pages/automations/preview-panel';
import {
  actionIssue,
  emptyRuleForm,
  previewRuleSet,
  templateToFormValues,
  toRuleInput,
  type RuleFormValues,
} from '#web/pages/automations/rule-form.values';
import { ActionsPanel, ConditionsPanel } from '#web/pages/automations/rule-parts-panels';
import { RulesSemantics } from '#web/pages/automations/rules-semantics';
import { activeLimitText, atActiveLimit, movedRuleIds, ruleHealth } from '#web/pages/automations/rules-list.rules';
import { ruleColumns } from '#web/pages/automations/table-config';
import type { AutomationChoices } from '#web/pages/automations/use-automation-choices';
import type { RuleForm } from '#web/pages/automations/use-rule-form';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!-- -->/g, '');
}

const NO_CHOICES: AutomationChoices = {
  boxes: [],
  packagings: [],
  coolants: [],
  products: [],
  warehouses: [],
  stores: [],
};

const view = (over: Partial<RuleView>): RuleView => ({
  ruleId: 'r1',
  name: 'Rule',
  position: 0,
  active: true,
  triggers: ['import'],
  match: 'all',
  conditions: [],
  actions: [{ type: 'remove_dry_ice' }],
  version: 1,
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:00.000Z',
  invalid: null,
  lastFiredAt: null,
  hits30d: 0,
  ...over,
});

/** The acceptance rule, as the editor's rows hold it. */
const hotTexas = (): RuleFormValues => ({
  ...emptyRuleForm(),
  name: 'Hot Texas: dry ice',
  active: true,
  conditions: [
    { ...newConditionDraft('destination_state'), text: 'tx' },
    { ...newConditionDraft('max_transit_temperature'), operator: 'gt', text: '85' },
  ],
  actions: [
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
  ],
});

/** One valid condition of every type the model has. */
const EVERY_CONDITION: RuleCondition[] = [
  { type: 'box', operator: 'is', boxIds: ['b1'] },
  { type: 'confidence_score', operator: 'in', bands: ['10-34.99'] },
  { type: 'dry_ice', operator: 'unset' },
  { type: 'full_coverage', operator: 'set' },
  { type: 'packaging', operator: 'excludes', packagingIds: ['p1', 'p2'] },
  { type: 'product', operator: 'includes', skus: ['LOX-8', 'BRISKET-5'] },
  { type: 'zone', operator: 'gte', value: 5 },
  { type: 'checkout_service', operator: 'contains', value: 'Overnight' },
  { type: 'tags', operator: 'none', tags: ['Local pickup'] },
  { type: 'transit_days', operator: 'gt', value: 2 },
  { type: 'weather', operator: 'gte', valueF: 90.5 },
  { type: 'max_transit_temperature', operator: 'gt', valueF: 85 },
  { type: 'destination_state', operator: 'not_in', states: ['AK', 'HI'] },
  { type: 'destination_zip', operator: 'starts_with', prefixes: ['787', '850'] },
  { type: 'destination_country', operator: 'in', countries: ['US'] },
  { type: 'order_value', operator: 'gte', cents: 15_050 },
  { type: 'weight', operator: 'lt', value: 12, units: 'kg' },
  { type: 'store', operator: 'in', storeIds: ['s1'] },
];

describe('automations editor: conditions as rows of controls', () => {
  it('covers every condition type of the model', () => {
    expect(EVERY_CONDITION.map((c) => c.type).sort()).toEqual([...RULE_CONDITION_TYPES].sort());
  });

  it.each(EVERY_CONDITION)('$type: a saved condition edits as a row and comes back the same', (condition) => {
    const parsed = parseConditionDraft(draftOfCondition(condition));
    expect(parsed).toEqual({ ok: true, condition });
  });

  it('a row without its value says what is wrong instead of saving', () => {
    const parsed = parseConditionDraft(newConditionDraft('max_transit_temperature'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^Value: /);
  });
});

describe('automations editor: the rule the form sends', () => {
  it('builds the acceptance rule: TX and route above 85 °F → 5 lb dry ice, cheapest within 2 days', () => {
    const checked = toRuleInput(hotTexas());
    expect(checked).toEqual({
      ok: true,
      rule: {
        name: 'Hot Texas: dry ice',
        active: true,
        triggers: ['import', 'manual'],
        match: 'all',
        conditions: [
          { type: 'destination_state', operator: 'in', states: ['TX'] },
          { type: 'max_transit_temperature', operator: 'gt', valueF: 85 },
        ],
        actions: [
          { type: 'add_dry_ice', value: 5, units: 'lb' },
          { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
        ],
      },
    });
  });

  it('reports each problem at its field or row: name, triggers, a bad condition, no action', () => {
    const checked = toRuleInput({
      ...emptyRuleForm(),
      triggers: [],
      conditions: [newConditionDraft('zone')],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['actions', 'conditions.0', 'name', 'triggers']);
  });

  it('orders §5: an active rule refuses an incomplete action, at its row, with the reason', () => {
    const values = { ...hotTexas(), actions: [{ type: 'add_dry_ice' as const, value: 5 }] };
    const checked = toRuleInput(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors['actions.0']).toBe(AUTOMATION_MESSAGES.valueAndUnits);
    // The same draft saves when inactive: incomplete actions are kept, disabled.
    expect(toRuleInput({ ...values, active: false }).ok).toBe(true);
  });

  it.each([
    [{ type: 'add_dry_ice' as const, value: 5 }, AUTOMATION_MESSAGES.valueAndUnits],
    [{ type: 'set_service' as const, mode: 'cheapest_within_days' as const }, AUTOMATION_MESSAGES.cheapestNeedsDays],
    [{ type: 'add_coolant' as const, mode: 'custom' as const, length: 10 }, AUTOMATION_MESSAGES.customCoolant],
    [{ type: 'add_insurance' as const, mode: 'custom' as const }, AUTOMATION_MESSAGES.customInsurance],
    [{ type: 'set_box' as const }, AUTOMATION_MESSAGES.boxNeeded],
    [{ type: 'stop_processing' as const }, undefined],
  ])('actionIssue(%j) = %s', (action, reason) => {
    expect(actionIssue(action)).toBe(reason);
  });

  it('an incomplete action shows disabled with its reason; a complete one does not', async () => {
    const row = (action: Parameters<typeof actionIssue>[0]) => (
      <ActionRow index={0} action={action} choices={NO_CHOICES} onChange={() => undefined} onRemove={() => undefined} />
    );
    expect(await html(row({ type: 'add_dry_ice', value: 5 }))).toContain(
      `Disabled: ${AUTOMATION_MESSAGES.valueAndUnits}`,
    );
    expect(await html(row({ type: 'add_dry_ice', value: 5, units: 'lb' }))).not.toContain('Disabled:');
  });

  it("the editor's own buttons (add, remove) never submit the rule form", async () => {
    const form: RuleForm = {
      values: hotTexas(),
      errors: {},
      update: () => undefined,
      validate: () => true,
      setServerErrors: () => undefined,
      reset: () => undefined,
    };
    const page = await html(
      <form>
        <ConditionsPanel form={form} choices={NO_CHOICES} />
        <ActionsPanel form={form} choices={NO_CHOICES} />
      </form>,
    );
    expect(page).toContain('Add condition');
    expect(page).toContain('aria-label="Remove action 2"');
    expect(page).not.toContain('type="submit"');
  });

  it('the semantics are written on the page in one help text', async () => {
    const text = await html(<RulesSemantics />);
    for (const line of RULE_SEMANTICS) expect(text).toContain(line);
    expect(RULE_SEMANTICS.join(' ')).toBe(
      'Rules run top to bottom. For the same field the later rule wins. Fields you edited by hand are kept. Stop processing ends the run.',
    );
  });
});

describe('automations: templates for common perishable rules', () => {
  it('4 to 6 presets, each a valid rule input, inactive, with a title and description', () => {
    expect(RULE_TEMPLATES.length).toBeGreaterThanOrEqual(4);
    expect(RULE_TEMPLATES.length).toBeLessThanOrEqual(6);
    expect(new Set(RULE_TEMPLATES.map((t) => t.key)).size).toBe(RULE_TEMPLATES.length);
    for (const t of RULE_TEMPLATES) {
      expect(ruleInputSchema.safeParse(t.rule).success, t.key).toBe(true);
      expect(t.rule.active).toBe(false);
      expect(t.title && t.description).toBeTruthy();
    }
  });

  it('a template prefills the editor and saves as it is', () => {
    for (const t of RULE_TEMPLATES) expect(toRuleInput(templateToFormValues(t))).toEqual({ ok: true, rule: t.rule });
  });
});

describe('automations preview: the rule set sent', () => {
  const saved = [
    view({ ruleId: 'a', name: 'A', position: 0 }),
    view({ ruleId: 'b', name: 'B', position: 1, active: false }),
    view({ ruleId: 'c', name: 'C', position: 2 }),
  ];

  it('a rule being edited runs in its own place among the active rules, with only its complete actions, as active', () => {
    const values = { ...hotTexas(), active: false, actions: [...hotTexas().actions, { type: 'set_box' as const }] };
    const set = previewRuleSet(values, saved, 'c');
    expect(set.ok).toBe(true);
    if (!set.ok) return;
    expect(set.rules.map((r) => r.name)).toEqual(['A', 'Hot Texas: dry ice']);
    expect(set.rules[1]).toMatchObject({ active: true, position: 2 });
    expect(set.rules[1].actions.map((a) => a.type)).toEqual(['add_dry_ice', 'set_service']);
  });

  it('a new rule runs last; without a complete action there is nothing to preview', () => {
    const set = previewRuleSet(hotTexas(), saved);
    expect(set.ok && set.rules.map((r) => r.name)).toEqual(['A', 'C', 'Hot Texas: dry ice']);
    expect(previewRuleSet({ ...hotTexas(), actions: [{ type: 'set_box' }] }, saved)).toEqual({
      ok: false,
      reason: 'Complete at least one action to preview.',
    });
  });

  it('an overridden change is struck through and names the rule that overrides it', async () => {
    const overridden = await html(
      <ChangeLine change={{ ruleName: 'A', field: 'service', before: null, after: 'Ground', overriddenBy: 'C' }} />,
    );
    expect(overridden).toContain('<del>Service: — → Ground</del>');
    expect(overridden).toContain('overridden by C');
    const kept = await html(
      <ChangeLine change={{ ruleName: 'C', field: 'dryIce', before: null, after: { value: 5, units: 'lb' } }} />,
    );
    expect(kept).toContain('Dry ice: — → 5 lb');
    expect(kept).not.toContain('<del>');
  });
});

describe('automations preview: values as a person reads them', () => {
  it.each([
    [null, '—'],
    [{ value: 5, units: 'lb' }, '5 lb'],
    [{ mode: 'cheapest_within_days', days: 2 }, 'Cheapest within 2 days'],
    [{ mode: 'named', carrier: 'UPS', service: '2nd Day Air' }, 'UPS 2nd Day Air'],
    [{ mode: 'declared_value' }, 'Declared value'],
    [{ mode: 'custom', amountCents: 25_050 }, '$250.50'],
    [['vip', 'frozen'], 'vip, frozen'],
    [[{ productId: 'p1', sku: 'LOX-8', quantity: 2 }], '2 × LOX-8'],
    ['2026-07-04', '2026-07-04'],
  ])('%j → %s', (value, text) => {
    expect(formatChangeValue(value)).toBe(text);
  });
});

describe('automations list', () => {
  const rules = [
    view({ ruleId: 'a', position: 0 }),
    view({ ruleId: 'b', position: 5 }),
    view({ ruleId: 'c', position: 9 }),
  ];

  it('Move up / Move down swap neighbours and send the full list; the ends stay', () => {
    expect(movedRuleIds(rules, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedRuleIds(rules, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedRuleIds(rules, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedRuleIds(rules, 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('flags invalid rules with their reason and active rules with no hits in 30 days', () => {
    expect(ruleHealth(view({ invalid: { reason: 'Box deleted' } }))).toEqual({
      kind: 'invalid',
      text: 'Invalid: Box deleted',
    });
    expect(ruleHealth(view({ hits30d: 0 })).kind).toBe('dead');
    expect(ruleHealth(view({ hits30d: 0, active: false })).kind).toBe('inactive');
    expect(ruleHealth(view({ hits30d: 3 })).kind).toBe('ok');
  });

  it('shows the plan limit as "2 of 3 active rules", unlimited plans by count', () => {
    expect(activeLimitText({ active: 2, max: 3 })).toBe('2 of 3 active rules');
    expect(activeLimitText({ active: 4, max: null })).toBe('4 active rules (unlimited on your plan)');
    expect(atActiveLimit({ active: 3, max: 3 })).toBe(true);
    expect(atActiveLimit({ active: 2, max: 3 })).toBe(false);
    expect(atActiveLimit({ active: 99, max: null })).toBe(false);
  });

  it('last fired reads "Never" until a rule fires; reordering is offered only to editors', async () => {
    const handlers = {
      canEdit: true,
      busyId: null,
      count: 1,
      indexOf: () => 0,
      onActive: () => undefined,
      onMove: () => undefined,
      onDelete: () => undefined,
    };
    const lastFired = ruleColumns(handlers).find((c) => c.id === 'lastFiredAt')!;
    expect(await html(<>{lastFired.cell(view({}))}</>)).toBe('Never');
    expect(await html(<>{lastFired.cell(view({ lastFiredAt: '2026-07-04T15:00:00.000Z' }))}</>)).not.toBe('Never');
    expect(ruleColumns(handlers).map((c) => c.id)).toContain('actions');
    expect(ruleColumns({ ...handlers, canEdit: false }).map((c) => c.id)).not.toContain('actions');
  });
});

describe('orders grid: Apply / Undo automations on the selection', () => {
  it('sends at most 100 orders a request, in order', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `o${i}`);
    const batches = runBatches(ids);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids);
  });

  it('one toast for the whole run; undo lists each order not reverted with its reason', () => {
    const run = (applied: number, unchanged: number) => ({ runId: 'r', applied, unchanged, results: [] });
    expect(runMessage([run(100, 0), run(3, 47)])).toBe(AUTOMATION_SCREEN_MESSAGES.applied(103, 47));
    const summary = undoSummary(
      [
        {
          reverted: 1,
          results: [
            { orderId: 'o1', reverted: true },
            { orderId: 'o2', reverted: false, reason: 'Edited since the run' },
            { orderId: 'o3', reverted: false },
          ],
        },
      ],
      (id) => `#${id}`,
    );
    expect(summary).toEqual({
      success: AUTOMATION_SCREEN_MESSAGES.undone(1),
      notReverted: ['#o2: Edited since the run', `#o3: ${AUTOMATION_SCREEN_MESSAGES.nothingToUndo}`],
    });
  });
});
