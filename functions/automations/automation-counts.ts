import type { ActiveRulesByTrigger } from '#domain/automations/automation-store.ports';
import { onTable } from '#lib/db/table';
import { AutomationRuleCounterEntity } from './db/automation-rule-counter.entity';

/** The account's rule counter item (one read), absent before its first rule. */
async function ruleCounter(accountId: string) {
  return (await onTable(AutomationRuleCounterEntity).get({ accountId }).go()).data;
}

/** How many automation rules the account has active: what the plan's automations limit counts (accounts §9). */
export async function activeAutomationRules(accountId: string): Promise<number> {
  return (await ruleCounter(accountId))?.active ?? 0;
}

/**
 * The account's active rules by trigger, from its rule counter (one read). A counter written before it counted
 * triggers has no such counts: its active rules are then taken to hold every trigger, so no rule is skipped.
 */
export async function activeRulesByTrigger(accountId: string): Promise<ActiveRulesByTrigger> {
  const data = await ruleCounter(accountId);
  const active = data?.active ?? 0;
  return {
    import: data?.activeImport ?? active,
    before_rating: data?.activeBeforeRating ?? active,
  };
}

/** Whether the account has an active rule with the import trigger (a counter without trigger counts: any active). */
export async function hasActiveImportRules(accountId: string): Promise<boolean> {
  return (await activeRulesByTrigger(accountId)).import > 0;
}
