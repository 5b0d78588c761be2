import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { dynamoRuleStatsStore } from '#functions/automations/adapters/dynamodb.rule-stats-store';
import { AutomationStatsEntity, statsExpiresAt } from '#functions/automations/db/automation-stats.entity';
import { dynamoDocumentClient } from '#lib/clients';
import { onTable } from '#lib/db/table';
import { createTestAccount } from '#test/support/accounts';

/** The rules list's "last fired" and 30-day hits, kept as one item per account and day. */
describe('rule statistics: one write per run on the day item', () => {
  it('counts a run with many rules in one UpdateItem and sums the hits of the days asked', async () => {
    const { accountId } = await createTestAccount('Stats Foods');
    const send = vi.spyOn(dynamoDocumentClient(), 'send');
    const twenty = new Map(Array.from({ length: 20 }, (_, i) => [`rule-${i}`, i + 1] as const));
    try {
      await dynamoRuleStatsStore.record(accountId, twenty, '2031-07-14T10:00:00.000Z');
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    await dynamoRuleStatsStore.record(accountId, new Map([['rule-0', 2]]), '2031-07-14T11:00:00.000Z');
    await dynamoRuleStatsStore.record(accountId, new Map([['rule-0', 4]]), '2031-08-20T09:00:00.000Z');

    const all = await dynamoRuleStatsStore.read(accountId, '2031-07-14');
    expect(all.get('rule-0')).toEqual({ hits: 1 + 2 + 4, lastFiredAt: '2031-08-20T09:00:00.000Z' });
    expect(all.get('rule-19')).toEqual({ hits: 20, lastFiredAt: '2031-07-14T10:00:00.000Z' });
    // Days before the window count no hits but still say when the rule last fired.
    const recent = await dynamoRuleStatsStore.read(accountId, '2031-07-22');
    expect(recent.get('rule-0')).toEqual({ hits: 4, lastFiredAt: '2031-08-20T09:00:00.000Z' });
    expect(recent.get('rule-19')).toEqual({ hits: 0, lastFiredAt: '2031-07-14T10:00:00.000Z' });
    expect(recent.has('rule-20')).toBe(false);

    const { Item } = await dynamoDocumentClient().send(
      new GetCommand(onTable(AutomationStatsEntity).get({ accountId, day: '2031-07-14' }).params()),
    );
    expect(Item?.expiresAt).toBe(statsExpiresAt('2031-07-14'));
    expect(statsExpiresAt('2031-07-14')).toBeGreaterThan(Date.parse('2032-07-14T00:00:00Z') / 1000);
  });

  it('a run recorded after a later one counts its hits and keeps the later fired times', async () => {
    const { accountId } = await createTestAccount('Late Stats Foods');
    await dynamoRuleStatsStore.record(accountId, new Map([['a', 1]]), '2031-07-14T12:00:00.000Z');
    await dynamoRuleStatsStore.record(accountId, new Map([['b', 1]]), '2031-07-14T10:00:00.000Z');
    // Older than the day's latest run, but newer than `c`'s own time: `c` still moves on.
    await dynamoRuleStatsStore.record(accountId, new Map([['c', 1]]), '2031-07-14T09:00:00.000Z');
    await dynamoRuleStatsStore.record(
      accountId,
      new Map([
        ['a', 2],
        ['b', 3],
        ['c', 1],
        ['d', 1],
      ]),
      '2031-07-14T11:00:00.000Z',
    );
    const stats = await dynamoRuleStatsStore.read(accountId, '2031-07-01');
    expect(Object.fromEntries(stats)).toEqual({
      a: { hits: 3, lastFiredAt: '2031-07-14T12:00:00.000Z' },
      b: { hits: 4, lastFiredAt: '2031-07-14T11:00:00.000Z' },
      c: { hits: 2, lastFiredAt: '2031-07-14T11:00:00.000Z' },
      d: { hits: 1, lastFiredAt: '2031-07-14T11:00:00.000Z' },
    });
  });

  it('keeps each account to its own statistics', async () => {
    const mine = await createTestAccount('Mine Foods');
    const theirs = await createTestAccount('Their Foods');
    await dynamoRuleStatsStore.record(theirs.accountId, new Map([['x', 5]]), '2031-07-14T10:00:00.000Z');
    expect((await dynamoRuleStatsStore.read(mine.accountId, '2031-07-01')).size).toBe(0);
  });
});
