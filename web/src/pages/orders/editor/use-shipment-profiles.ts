import { useCallback, useMemo } from 'react';
import type { InternationalProfileView } from '#api/international';
import { useApi } from '#web/api/api-context';
import { internationalApi } from '#web/api/international-api';
import { useLoad } from '#web/hooks/use-load';

const NONE: readonly InternationalProfileView[] = [];

/**
 * The account's international profiles for the editor's Profile select: read once the order turns
 * international (a domestic order never asks), and again only if it turns international anew.
 */
export function useShipmentProfiles(international: boolean) {
  const { client } = useApi();
  const api = useMemo(() => internationalApi(client), [client]);
  const { data, loading, error } = useLoad(
    useCallback(() => (international ? api.list() : Promise.resolve({ profiles: [] })), [api, international]),
  );
  return { profiles: data?.profiles ?? NONE, loading: international && loading, error };
}
