import { onTable } from '#lib/db/table';
import { MembershipEntity } from './db/membership.entity';

/** The accounts domain's face for billing: team members of the account (the owner included), as the plan counts users. */
export async function memberCount(accountId: string): Promise<number> {
  const { data } = await onTable(MembershipEntity)
    .query.byAccount({ accountId })
    .go({ pages: 'all', attributes: ['userId'] });
  return data.length;
}
