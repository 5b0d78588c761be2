import { useCallback, useMemo, useState } from 'react';
import type { ClaimFiler } from '#domain/claims/claim-record';
import type { ClaimStatus } from '#domain/statuses/claim-status.rules';
import { useApi } from '#web/api/api-context';
import { claimsApi } from '#web/api/claims-api';
import { useLoad } from '#web/hooks/use-load';

export const CLAIMS_PAGE_SIZE = 20;

/**
 * The claims list: newest first, by status and by who filed (the merchant, or a shopper's order protection),
 * one server page at a time (the cursors walked so far kept for Back).
 */
export function useClaims(pageSize = CLAIMS_PAGE_SIZE) {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const [status, setStatus] = useState<ClaimStatus | undefined>(undefined);
  const [filer, setFiler] = useState<ClaimFiler | undefined>(undefined);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const load = useCallback(
    () => api.list({ status, filer, pageSize, ...(cursor ? { cursor } : {}) }),
    [api, status, filer, pageSize, cursor],
  );
  const { data, loading, error, reload } = useLoad(load);
  return {
    items: data?.items ?? [],
    loading,
    error,
    reload,
    status,
    setStatus: (next: ClaimStatus | undefined) => {
      setStatus(next);
      setCursors([undefined]);
    },
    filer,
    setFiler: (next: ClaimFiler | undefined) => {
      setFiler(next);
      setCursors([undefined]);
    },
    page: cursors.length,
    hasNext: Boolean(data?.cursor),
    next: () => data?.cursor && setCursors((c) => [...c, data.cursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
  };
}
