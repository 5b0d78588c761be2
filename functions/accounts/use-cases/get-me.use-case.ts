import type { MeResponse } from '#api/accounts';
import type { AccountStore } from '#domain/accounts/ports';
import type { Identity } from '#lib/http/caller';

export function makeGetMe({ accounts }: { accounts: AccountStore }) {
  return async (identity: Identity): Promise<MeResponse> => ({
    userId: identity.userId,
    email: identity.email,
    memberships: await accounts.listMembershipsOfUser(identity.userId),
  });
}
