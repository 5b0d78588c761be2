import type { MeResponse } from '../../../shared/api/accounts';
import type { AccountStore } from '../../../shared/domain/accounts/ports';
import type { Identity } from '../../_lib/http/caller';

export function makeGetMe({ accounts }: { accounts: AccountStore }) {
  return async (identity: Identity): Promise<MeResponse> => ({
    userId: identity.userId,
    email: identity.email,
    memberships: await accounts.listMembershipsOfUser(identity.userId),
  });
}
