import { compileRules, type RuleChange } from '#domain/automations/apply-rules.rules';
import { changeSentence, keptChanges } from '#domain/automations/automation-activity.rules';
import type {
  ImportAutomationRun,
  ImportAutomations,
  RuleStatsStore,
} from '#domain/automations/automation-store.ports';
import { applyAutomationPatch, automationView } from '#domain/automations/order-fields.rules';
import type { IdGenerator } from '#domain/accounts/ports';
import { ORDER_WITH_ACTIVITY } from '#functions/orders/order-writes';
import { uuidGenerator } from '#lib/ids';
import { onTable } from '#lib/db/table';
import { writeAll } from '#lib/db/transaction';
import { AutomationRuleEntity } from './db/automation-rule.entity';
import { AutomationRunEntity } from './db/automation-run.entity';
import { dynamoRuleStatsStore } from './adapters/dynamodb.rule-stats-store';
import type { Rule } from '#domain/automations/rule.schema';
import { ESTIMATED_TRANSIT_DAYS, ratesOf } from './use-cases/automation-contexts';

/** Without quotes (an import, before any rate shop) the transit is estimated; forecasts are not read on import. */
const ESTIMATED_RATES = [{ carrier: '', service: '', transitDays: ESTIMATED_TRANSIT_DAYS }];

/**
 * The automations domain's face for other domains: rules on import (the CSV import, store webhooks, the
 * public API). It reads the rule items itself, so an importer bundles the engine and the rule entity only.
 */

/** Who the activity log names for what rules did on import. */
export const AUTOMATION_ACTOR = 'Automations';

/** The account's active rules holding `trigger`. */
async function activeRules(accountId: string): Promise<Rule[]> {
  const { data } = await onTable(AutomationRuleEntity).query.byAccount({ accountId }).go({ pages: 'all' });
  return data
    .filter((i) => i.active)
    .map((i) => ({ ...(i.rule as object), ruleId: i.ruleId, position: i.position, active: true }) as Rule);
}

/** The activity entry and the run record of what rules did to a newly written order. */
const IMPORT_RUN_WRITE = { activityEvent: ORDER_WITH_ACTIVITY.activityEvent, run: AutomationRunEntity };

export function makeImportAutomations(deps: {
  stats: RuleStatsStore;
  ids: IdGenerator;
  clock?: () => Date;
}): ImportAutomations {
  const now = deps.clock ?? (() => new Date());
  return {
    async forAccount(accountId) {
      const rules = (await activeRules(accountId)).filter((r) => r.triggers.includes('import'));
      if (rules.length === 0) return undefined;
      const runner = compileRules(rules);
      const runId = deps.ids.newId();
      const at = now().toISOString();
      const today = at.slice(0, 10);
      const hits = new Map<string, number>();
      const run: ImportAutomationRun = {
        apply(order) {
          const view = automationView(order);
          if (!view) return undefined;
          const rates = ratesOf(order);
          const ctx = { today, rates: rates.length ? rates : ESTIMATED_RATES };
          const result = runner(view, ctx, { trigger: 'import', manualFields: order.automation?.manualFields });
          if (Object.keys(result.patch).length === 0) return undefined;
          return { order: applyAutomationPatch(order, result.patch) as typeof order, changes: result.changes };
        },
        async saved(orderId, changes: readonly RuleChange[]) {
          const kept = keptChanges(changes);
          for (const ruleId of new Set(kept.map((c) => c.ruleId))) hits.set(ruleId, (hits.get(ruleId) ?? 0) + 1);
          await writeAll(IMPORT_RUN_WRITE, (tx) => [
            tx.activityEvent
              .put({
                accountId,
                eventId: deps.ids.newId(),
                at,
                orderId,
                type: 'automation_applied',
                message: kept.map(changeSentence).join('; '),
                actor: AUTOMATION_ACTOR,
                details: { runId, changes: kept },
              })
              .commit(),
            tx.run.put({ accountId, orderId, runId, at, changes: [...changes], undone: false }).commit(),
          ]);
        },
        async finish() {
          if (hits.size > 0) await deps.stats.record(accountId, hits, at);
        },
      };
      return run;
    },
  };
}

export const importAutomations = /* @__PURE__ */ makeImportAutomations({
  stats: dynamoRuleStatsStore,
  ids: uuidGenerator,
});
