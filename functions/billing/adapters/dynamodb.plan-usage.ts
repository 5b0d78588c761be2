import type { PlanUsage } from '#domain/plans/plan-change.rules';
import { memberCount } from '#functions/accounts/members';
import { activeAutomationRules } from '#functions/automations/automation-counts';
import { labelsInMonthOf } from '#functions/labels/label-counts';
import { connectedStores, ownCarrierAccountCount } from './dynamodb.billing-access-facts';

/** What the account uses of each plan limit now (accounts §6). */
export async function planUsage(accountId: string, now: Date): Promise<PlanUsage> {
  const [users, stores, carrierAccounts, automations, labelsPerMonth] = await Promise.all([
    memberCount(accountId),
    connectedStores(accountId),
    ownCarrierAccountCount(accountId),
    activeAutomationRules(accountId),
    labelsInMonthOf(accountId, now),
  ]);
  return { users, stores, carrierAccounts, automations, labelsPerMonth };
}
