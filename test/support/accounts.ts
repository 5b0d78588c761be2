import { randomUUID } from 'node:crypto';
import { dynamoAccountStore } from '#functions/accounts/adapters/dynamodb.membership-store';
import { newTrialSubscription, type Subscription } from '#domain/plans/subscription.rules';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import type { TestUser } from './api-events';

/** A fresh merchant account with its owner, stored in DynamoDB Local through the real adapter. */
export async function createTestAccount(
  name = 'Test Foods',
  subscription: Subscription = newTrialSubscription(new Date()),
): Promise<{ accountId: string; owner: TestUser }> {
  const accountId = randomUUID();
  const owner = { userId: randomUUID(), email: `owner-${accountId.slice(0, 8)}@example.com` };
  await dynamoAccountStore.createAccountWithOwner({ accountId, name, owner, subscription });
  return { accountId, owner };
}

export async function addTestMember(
  accountId: string,
  permissions: PermissionSet,
  accountName = 'Test Foods',
): Promise<TestUser> {
  const member = { userId: randomUUID(), email: `member-${randomUUID().slice(0, 8)}@example.com` };
  await dynamoAccountStore.addMember({
    accountId,
    accountName,
    userId: member.userId,
    email: member.email,
    permissions,
  });
  return member;
}
