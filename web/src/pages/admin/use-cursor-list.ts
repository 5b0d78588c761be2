import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotifications } from '#web/app/notifications/notifications-context';

export interface CursorList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  /** Another page exists (the server answered a cursor). */
  hasMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
}

/**
 * A list the server pages with an opaque cursor: the first page whenever `load` changes (keep it stable
 * with useCallback), more pages appended on demand. An answer overtaken by a newer load is dropped.
 */
export function useCursorList<T>(load: (cursor?: string) => Promise<{ items: T[]; cursor?: string }>): CursorList<T> {
  const { reportError } = useNotifications();
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (from: string | undefined, append: boolean) => {
      const request = ++latest.current;
      setLoading(true);
      setError(null);
      try {
        const page = await load(from);
        if (request !== latest.current) return;
        setItems((current) => (append ? [...current, ...page.items] : page.items));
        setCursor(page.cursor);
      } catch (e) {
        if (request === latest.current) reportError(e, { showIn: setError });
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [load, reportError],
  );

  useEffect(() => {
    void fetchPage(undefined, false);
  }, [fetchPage]);

  return {
    items,
    loading,
    error,
    hasMore: cursor !== undefined,
    loadMore: () => fetchPage(cursor, true),
    reload: () => fetchPage(undefined, false),
  };
}
