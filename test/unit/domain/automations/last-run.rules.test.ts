import { describe, expect, it } from 'vitest';
import type { RuleChange } from '#domain/automations/apply-rules.rules';
import { compactChanges, LAST_RUN_CHANGES_MAX, lastRunOf } from '#domain/automations/last-run.rules';

const AT = '2026-07-14T10:00:00.000Z';
const change = (over: Partial<RuleChange>): RuleChange => ({
  ruleId: 'r1',
  ruleName: 'Hot Texas',
  field: 'dryIce',
  before: null,
  after: { value: 5, units: 'lb' },
  ...over,
});

describe('the last run kept in the order: one entry per field or element the run changed', () => {
  it('folds a field two rules set into its value before the run and the value the last rule left', () => {
    const changes = [
      change({ ruleId: 'r1', ruleName: 'Hot Texas', overriddenByRuleId: 'r2' }),
      change({
        ruleId: 'r2',
        ruleName: 'Big orders',
        before: { value: 5, units: 'lb' },
        after: { value: 8, units: 'lb' },
      }),
    ];
    expect(compactChanges(changes)).toEqual([
      { ruleId: 'r2', ruleName: 'Big orders', field: 'dryIce', before: null, after: { value: 8, units: 'lb' } },
    ]);
  });

  it('keeps list elements apart, each with where it stood before the run', () => {
    const changes = [
      change({ field: 'tags', item: 'cold', before: null, after: 'cold' }),
      change({ field: 'products', item: 'p-lox', before: 2, after: null, index: 0 }),
      change({ ruleId: 'r2', field: 'products', item: 'p-lox', before: null, after: 1 }),
    ];
    expect(compactChanges(changes)).toEqual([
      { ruleId: 'r1', ruleName: 'Hot Texas', field: 'tags', item: 'cold', before: null, after: 'cold' },
      { ruleId: 'r2', ruleName: 'Hot Texas', field: 'products', item: 'p-lox', before: 2, after: 1, index: 0 },
    ]);
  });

  it('is bounded by the fields the run changed, not by the number of rules that fired', () => {
    const many = Array.from({ length: 99 }, (_, i) =>
      change({
        ruleId: `r${i}`,
        before: i === 0 ? null : { value: i, units: 'lb' },
        after: { value: i + 1, units: 'lb' },
      }),
    );
    const run = lastRunOf('run-1', AT, many);
    expect(run).toEqual({
      runId: 'run-1',
      at: AT,
      undone: false,
      changes: [
        { ruleId: 'r98', ruleName: 'Hot Texas', field: 'dryIce', before: null, after: { value: 99, units: 'lb' } },
      ],
    });
  });

  it('past LAST_RUN_CHANGES_MAX entries leaves the rest out and says so', () => {
    const tags = Array.from({ length: LAST_RUN_CHANGES_MAX + 5 }, (_, i) =>
      change({ field: 'tags', item: `t${i}`, before: null, after: `t${i}` }),
    );
    const run = lastRunOf('run-1', AT, tags);
    expect(run.changes).toHaveLength(LAST_RUN_CHANGES_MAX);
    expect(run.truncated).toBe(true);
    expect(lastRunOf('run-1', AT, tags.slice(0, 3))).not.toHaveProperty('truncated');
  });
});
