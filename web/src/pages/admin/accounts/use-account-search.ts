import { useCallback } from 'react';
import type { AccountHit } from '#domain/admin/ports';
import { useAdminApi } from '../use-admin-api';
import { useCursorList, type CursorList } from '../use-cursor-list';

export type AccountSearchKind = 'id' | 'email' | 'company';

/** The accounts matching a submitted search (nothing until one is submitted); more slices on demand. */
export function useAccountSearch(search: { q: string; by: AccountSearchKind } | null): CursorList<AccountHit> {
  const api = useAdminApi();
  return useCursorList(
    useCallback(
      async (cursor?: string) => (search ? api.searchAccounts(search.q, search.by, cursor) : { items: [] }),
      [api, search],
    ),
  );
}
