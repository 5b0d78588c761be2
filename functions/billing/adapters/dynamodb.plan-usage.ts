import type { PlanUsage } from '#domain/plans/plan-change.rules';
import { memberCount } from '#functions/accounts/members';
import { labelsInMonthOf } from '#functions/labels/label-counts';
import { connectedStores, ownCarrierAccountCount } from './dynamodb.billing-access-facts';

/** What the account uses of each plan limit now (accounts §6). There is no automation feature yet: 0. */
export async function planUsage(accountId: string, now: Date): Promise<PlanUsage> {
  const [users, stores, carrierAccounts, labelsPerMonth] = await Promise.all([
    memberCount(accountId),
    connectedStores(accountId),
    ownCarrierAccountCount(accountId),
    labelsInMonthOf(accountId, now),
  ]);
  return { users, stores, carrierAccounts, automations: 0, labelsPerMonth };
}
