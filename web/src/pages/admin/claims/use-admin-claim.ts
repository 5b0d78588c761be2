import { useCallback, useMemo } from 'react';
import type { AdminDenyRequest, AdminMoveClaimRequest, AdminPayoutRequest } from '#api/admin';
import { useLoad } from '#web/hooks/use-load';
import { useAdminApi } from '../use-admin-api';

/** One claim for review and the staff actions on it; each action reloads the claim after it succeeds. */
export function useAdminClaim(accountId: string, claimId: string) {
  const api = useAdminApi();
  const loaded = useLoad(useCallback(() => api.claim(accountId, claimId), [api, accountId, claimId]));
  const { reload } = loaded;
  return useMemo(() => {
    const after = async <T>(write: Promise<T>) => {
      const result = await write;
      await reload();
      return result;
    };
    return {
      ...loaded,
      move: (body: AdminMoveClaimRequest) => after(api.move(accountId, claimId, body)),
      payout: (body: AdminPayoutRequest) => after(api.payout(accountId, claimId, body)),
      deny: (body: AdminDenyRequest) => after(api.deny(accountId, claimId, body)),
    };
  }, [loaded, reload, api, accountId, claimId]);
}

export type AdminClaimResource = ReturnType<typeof useAdminClaim>;
