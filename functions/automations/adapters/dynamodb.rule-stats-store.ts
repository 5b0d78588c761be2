import type { RuleStatsStore } from '#domain/automations/automation-store.ports';
import { isConditionFailure } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { AutomationFiredEntity, AutomationHitsEntity } from '../db/automation-stats.entity';

export const dynamoRuleStatsStore: RuleStatsStore = {
  async read(accountId, sinceDay) {
    const [fired, hits] = await Promise.all([
      onTable(AutomationFiredEntity).query.byAccount({ accountId }).go({ pages: 'all' }),
      onTable(AutomationHitsEntity).query.byAccount({ accountId }).gte({ day: sinceDay }).go({ pages: 'all' }),
    ]);
    const stats = new Map<string, { lastFiredAt?: string; hits: number }>();
    for (const f of fired.data) stats.set(f.ruleId, { lastFiredAt: f.lastFiredAt, hits: 0 });
    for (const h of hits.data) {
      const s = stats.get(h.ruleId) ?? { hits: 0 };
      s.hits += h.hits ?? 0;
      stats.set(h.ruleId, s);
    }
    return stats;
  },

  async record(accountId, hits, at) {
    const day = at.slice(0, 10);
    // Statistics, not state: each rule's counters are written on their own, so they never hold up the run.
    await Promise.all(
      [...hits].flatMap(([ruleId, n]) => [
        onTable(AutomationHitsEntity).upsert({ accountId, day, ruleId }).add({ hits: n }).go(),
        onTable(AutomationFiredEntity)
          .upsert({ accountId, ruleId, lastFiredAt: at })
          .where((attr, { notExists, lt }) => `${notExists(attr.lastFiredAt)} OR ${lt(attr.lastFiredAt, at)}`)
          .go()
          .catch((err: unknown) => {
            // A later run already recorded a later time.
            if (!isConditionFailure(err)) throw err;
          }),
      ]),
    );
  },
};
