import { describe, expect, it } from 'vitest';
import { rulesReadForecasts } from '#domain/automations/apply-rules.rules';
import {
  AUTOMATION_RESENDS_MAX,
  automationResends,
  automationResendsExhausted,
  isAutomationPending,
  withAutomationPending,
  withAutomationResent,
  withoutAutomationPending,
} from '#domain/automations/automation-pending.rules';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { rule } from './fixtures';

const order = (automation?: AutomatedOrder['automation']) =>
  ({ id: 'o1', shipments: [], ...(automation ? { automation } : {}) }) as unknown as AutomatedOrder;

describe('the import outbox mark (automation pending)', () => {
  it('marks an order pending since a time, keeping its automation state', () => {
    const marked = withAutomationPending(order({ manualFields: ['tags'] }), '2026-07-14T10:00:00.000Z');
    expect(marked.automation).toEqual({ manualFields: ['tags'], pendingSince: '2026-07-14T10:00:00.000Z' });
    expect(isAutomationPending(marked)).toBe(true);
  });

  it('clears the mark and nothing else; an order without one is returned as it is', () => {
    const marked = order({ manualFields: ['tags'], pendingSince: '2026-07-14T10:00:00.000Z' });
    expect(withoutAutomationPending(marked).automation).toEqual({ manualFields: ['tags'] });
    expect(isAutomationPending(withoutAutomationPending(marked))).toBe(false);
    const plain = order();
    expect(withoutAutomationPending(plain)).toBe(plain);
  });
});

describe('the resend limit: an order whose rules keep failing is not resent forever', () => {
  const AT = '2026-07-14T10:00:00.000Z';

  it('each resend moves the mark and counts; the limit is reached after AUTOMATION_RESENDS_MAX resends', () => {
    let o = withAutomationPending(order({ manualFields: ['tags'] }), AT);
    for (let i = 1; i <= AUTOMATION_RESENDS_MAX; i++) {
      expect(automationResendsExhausted(o)).toBe(false);
      o = withAutomationResent(o, `2026-07-14T1${i}:00:00.000Z`);
      expect(automationResends(o)).toBe(i);
      expect(o.automation?.pendingSince).toBe(`2026-07-14T1${i}:00:00.000Z`);
    }
    expect(automationResendsExhausted(o)).toBe(true);
    expect(o.automation?.manualFields).toEqual(['tags']);
  });

  it('a new mark (a re-import) starts the count again; clearing the mark clears the count', () => {
    const resent = withAutomationResent(withAutomationPending(order(), AT), AT);
    expect(automationResends(withAutomationPending(resent, AT))).toBe(0);
    expect(withoutAutomationPending(resent).automation).toEqual({});
  });
});

describe('rulesReadForecasts: a run asks for forecasts only when a rule of it compares one', () => {
  const heat = (over = {}) =>
    rule([{ type: 'weather', operator: 'gt', valueF: 85 }], [{ type: 'add_tag', tag: 'hot' }], over);
  const route = rule(
    [{ type: 'max_transit_temperature', operator: 'gt', valueF: 85 }],
    [{ type: 'add_tag', tag: 'hot' }],
    { triggers: ['before_rating'] },
  );
  const state = rule([{ type: 'destination_state', operator: 'in', states: ['TX'] }], [{ type: 'add_tag', tag: 'tx' }]);

  it.each([
    ['no rules', [], undefined, false],
    ['a state rule only', [state], 'import', false],
    ['an active weather rule of the trigger', [state, heat()], 'import', true],
    ['an inactive weather rule', [heat({ active: false })], 'import', false],
    ['a route-temperature rule of another trigger', [route], 'import', false],
    ['a route-temperature rule of the trigger', [route], 'before_rating', true],
    ['any trigger (a preview)', [route], undefined, true],
  ] as const)('%s → %s', (_name, rules, trigger, expected) => {
    expect(rulesReadForecasts(rules, trigger)).toBe(expected);
  });
});
