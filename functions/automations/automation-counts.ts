import { onTable } from '#lib/db/table';
import { AutomationRuleCounterEntity } from './db/automation-rule.entity';

/** How many automation rules the account has active: what the plan's automations limit counts (accounts §9). */
export async function activeAutomationRules(accountId: string): Promise<number> {
  const { data } = await onTable(AutomationRuleCounterEntity).get({ accountId }).go();
  return data?.active ?? 0;
}
