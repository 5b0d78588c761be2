import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_MESSAGE_ORDERS_MAX,
  automationMessageGroups,
  automationRunMessageSchema,
} from '#domain/automations/automation-run.message';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);

describe('order-automations messages', () => {
  it('a chunk of created orders goes in messages of at most 100 ids, in order; none makes no message', () => {
    const groups = automationMessageGroups(ids(2 * AUTOMATION_MESSAGE_ORDERS_MAX + 1));
    expect(groups.map((g) => g.length)).toEqual([AUTOMATION_MESSAGE_ORDERS_MAX, AUTOMATION_MESSAGE_ORDERS_MAX, 1]);
    expect(groups.flat()).toEqual(ids(2 * AUTOMATION_MESSAGE_ORDERS_MAX + 1));
    expect(automationMessageGroups([])).toEqual([]);
  });

  it('the worker takes an account, 1 to 100 order ids and the import trigger, nothing else', () => {
    const ok = { accountId: 'a1', orderIds: ids(AUTOMATION_MESSAGE_ORDERS_MAX), trigger: 'import' };
    expect(automationRunMessageSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, orderIds: [] },
      { ...ok, orderIds: ids(AUTOMATION_MESSAGE_ORDERS_MAX + 1) },
      { ...ok, trigger: 'manual' },
      { ...ok, accountId: '' },
    ])
      expect(automationRunMessageSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
  });
});
