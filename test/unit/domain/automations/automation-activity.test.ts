import { describe, expect, it } from 'vitest';
import { fieldsSetByRules } from '#domain/automations/automation-activity.rules';

const applied = (at: string, changes: { field: string; ruleName: string }[]) => ({
  at,
  type: 'automation_applied',
  details: { runId: 'run', changes },
});

describe('"Set by rule <name>" in the order editor', () => {
  it("names each field the last run set with its rule (the later rule's when two set it)", () => {
    const events = [
      applied('2026-07-14T10:00:00Z', [{ field: 'tags', ruleName: 'Old rule' }]),
      applied('2026-07-14T11:00:00Z', [
        { field: 'boxId', ruleName: 'Boston perishables' },
        { field: 'service', ruleName: 'Boston perishables' },
        { field: 'service', ruleName: 'Two-day for VIPs' },
      ]),
      { at: '2026-07-14T11:30:00Z', type: 'order_updated' },
    ];
    expect(fieldsSetByRules(events)).toEqual([
      { field: 'boxId', label: 'box', ruleName: 'Boston perishables' },
      { field: 'service', label: 'service', ruleName: 'Two-day for VIPs' },
    ]);
  });

  it('leaves out fields edited by hand since', () => {
    const events = [applied('2026-07-14T11:00:00Z', [{ field: 'dryIce', ruleName: 'Texas heat' }])];
    expect(fieldsSetByRules(events, ['dryIce'])).toEqual([]);
  });

  it('names nothing after an undo, or without any run', () => {
    const events = [
      applied('2026-07-14T11:00:00Z', [{ field: 'dryIce', ruleName: 'Texas heat' }]),
      { at: '2026-07-14T12:00:00Z', type: 'automation_undone', details: {} },
    ];
    expect(fieldsSetByRules(events)).toEqual([]);
    expect(fieldsSetByRules([{ at: '2026-07-14T12:00:00Z', type: 'order_new' }])).toEqual([]);
  });
});
