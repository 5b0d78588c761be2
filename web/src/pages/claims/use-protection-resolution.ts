import { useCallback, useMemo, useState } from 'react';
import type { ProtectionResolutionAnswer } from '#api/protection-claims';
import { PROTECTION_RESOLUTION_TOASTS, type ProtectionResolution } from '#domain/protection/protection-claim.rules';
import { useApi } from '#web/api/api-context';
import { protectionClaimsApi } from '#web/api/protection-claims-api';
import { useNotifications } from '#web/app/notifications/notifications-context';

/** The merchant's decision on one protection claim: one request at a time, its outcome told in a toast. */
export function useProtectionResolution(claimId: string, onResolved?: (answer: ProtectionResolutionAnswer) => void) {
  const { client } = useApi();
  const { notify, reportError } = useNotifications();
  const api = useMemo(() => protectionClaimsApi(client), [client]);
  const [resolving, setResolving] = useState<ProtectionResolution | null>(null);

  const resolve = useCallback(
    async (resolution: ProtectionResolution) => {
      setResolving(resolution);
      try {
        const answer = await api.resolve(claimId, resolution);
        notify({ type: 'success', content: PROTECTION_RESOLUTION_TOASTS[resolution] });
        onResolved?.(answer);
      } catch (e) {
        reportError(e);
      } finally {
        setResolving(null);
      }
    },
    [api, claimId, notify, reportError, onResolved],
  );

  return { resolving, resolve };
}
