import type { PlanUsage } from '#domain/plans/plan-change.rules';
import { labelMonthOf } from '#domain/labels/label-purchase.rules';
import { MembershipEntity } from '#functions/accounts/db/membership.entity';
import { LabelCounterEntity } from '#functions/labels/db/label.entity';
import { onTable } from '#lib/db/table';
import { connectedStores, ownCarrierAccountCount } from './dynamodb.billing-access-facts';

/** Team members of the account (the owner included), counted against the plan's users. */
export async function memberCount(accountId: string): Promise<number> {
  const { data } = await onTable(MembershipEntity)
    .query.byAccount({ accountId })
    .go({ pages: 'all', attributes: ['userId'] });
  return data.length;
}

/** What the account uses of each plan limit now (accounts §6). There is no automation feature yet: 0. */
export async function planUsage(accountId: string, now: Date): Promise<PlanUsage> {
  const [users, stores, carrierAccounts, labels] = await Promise.all([
    memberCount(accountId),
    connectedStores(accountId),
    ownCarrierAccountCount(accountId),
    onTable(LabelCounterEntity)
      .get({ accountId, month: labelMonthOf(now) })
      .go(),
  ]);
  return { users, stores, carrierAccounts, automations: 0, labelsPerMonth: labels.data?.count ?? 0 };
}
