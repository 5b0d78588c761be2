import type { AccountStore, MembershipView, SignupProfile } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { AccountEntity } from '../db/account.entity';
import { MembershipEntity } from '../db/membership.entity';
import { onTable } from '#lib/db/table';
import { writeAll } from '#lib/db/transaction';
import { SignupProfileEntity } from '../db/signup-profile.entity';
import { SubscriptionEntity } from '../db/subscription.entity';
import { featureFlagsOf, type FeatureFlags } from '#domain/plans/feature-flags.rules';

export async function listMembershipsOfUser(userId: string): Promise<MembershipView[]> {
  const { data } = await onTable(MembershipEntity).query.byUser({ userId }).go({ pages: 'all' });
  return data.map((m) => ({
    accountId: m.accountId,
    accountName: m.accountName,
    role: m.role,
    permissions: (m.permissions ?? {}) as PermissionSet,
    ...(m.features ? { features: featureFlagsOf(m.features) } : {}),
  }));
}

export const dynamoAccountStore: AccountStore = {
  listMembershipsOfUser,
  async getAccount(accountId) {
    const { data } = await onTable(AccountEntity).get({ accountId }).go();
    return data
      ? { accountId: data.accountId, name: data.name, timezone: data.timezone ?? DEFAULT_ACCOUNT_TIMEZONE }
      : undefined;
  },
  async createAccountWithOwner({ accountId, name, owner, signupProfile, subscription }) {
    await writeAll(
      {
        account: AccountEntity,
        membership: MembershipEntity,
        signupProfile: SignupProfileEntity,
        subscription: SubscriptionEntity,
      },
      ({ account, membership, signupProfile: signup, subscription: plan }) => [
        account.create({ accountId, name, ownerUserId: owner.userId }).commit(),
        membership
          .create({
            accountId,
            userId: owner.userId,
            email: owner.email,
            accountName: name,
            role: 'owner',
            permissions: {},
          })
          .commit(),
        plan.create({ accountId, ...subscription }).commit(),
        ...(signupProfile
          ? [signup.create({ accountId, userId: owner.userId, ...withoutBlanks(signupProfile) }).commit()]
          : []),
      ],
    );
  },
  async addMember({ accountId, accountName, userId, email, permissions }) {
    await onTable(MembershipEntity).upsert({ accountId, userId, email, accountName, role: 'member', permissions }).go();
  },
};

/** An unanswered optional field (referralPartner '') is left off the item rather than stored empty. */
function withoutBlanks(profile: SignupProfile): Partial<SignupProfile> & Omit<SignupProfile, 'referralPartner'> {
  return profile.referralPartner ? profile : { name: profile.name, phone: profile.phone, heardFrom: profile.heardFrom };
}

/**
 * Grants a user's feature flags in an account (accounts §6). No merchant route writes them: they are
 * ours to give (the demo seed, an operator), and the user reads them back through /api/v1/me.
 */
export async function setMembershipFeatures(accountId: string, userId: string, features: FeatureFlags): Promise<void> {
  await onTable(MembershipEntity).patch({ accountId, userId }).set({ features }).go();
}
