import type { TeamMember, TeamStore } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { MembershipEntity, TeamEntity } from '../db/membership.entity';
import { onTable } from '#lib/db/table';
import { bumpSetVersion, refused, writeTransaction } from '#lib/db/transaction';

type StoredMember = {
  userId: string;
  email: string;
  name?: string;
  role: 'owner' | 'member';
  group?: string;
  permissions?: unknown;
  invitedAt?: string;
  invitedBy?: string;
};

const toMember = (m: StoredMember): TeamMember => ({
  userId: m.userId,
  email: m.email,
  ...(m.name ? { name: m.name } : {}),
  role: m.role,
  group: m.group ?? 'merchant:admin',
  permissions: (m.permissions ?? {}) as PermissionSet,
  ...(m.invitedAt ? { invitedAt: m.invitedAt } : {}),
  ...(m.invitedBy ? { invitedBy: m.invitedBy } : {}),
});

export const dynamoTeamStore: TeamStore = {
  async list(accountId) {
    const [members, team] = await Promise.all([
      onTable(MembershipEntity).query.byAccount({ accountId }).go({ pages: 'all' }),
      onTable(TeamEntity).get({ accountId }).go({ consistent: true }),
    ]);
    return { members: (members.data as StoredMember[]).map(toMember), version: team.data?.version ?? 0 };
  },

  async get(accountId, userId) {
    const { data } = await onTable(MembershipEntity).get({ accountId, userId }).go({ consistent: true });
    return data ? toMember(data as StoredMember) : undefined;
  },

  async add(accountId, accountName, member, expectedVersion) {
    const result = await writeTransaction({ membership: MembershipEntity, team: TeamEntity }, (tx) => ({
      membership: [tx.membership.create({ accountId, accountName, role: 'member', ...member }).commit()],
      team: [bumpSetVersion(tx.team, accountId, expectedVersion)],
    }));
    if (result.ok) return 'added';
    if (refused(result.reasons.membership)) return 'already_member';
    return 'team_changed';
  },

  async setPermissions(accountId, userId, permissions) {
    await onTable(MembershipEntity).patch({ accountId, userId }).set({ permissions }).go();
  },

  async remove(accountId, userId) {
    await onTable(MembershipEntity).delete({ accountId, userId }).go();
  },
};
