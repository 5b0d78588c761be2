import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotifications } from '#web/app/notifications/notifications-context';

export interface Loaded<T> {
  /** Undefined until the first answer; kept while a reload is under way. */
  data: T | undefined;
  loading: boolean;
  /** The failure's message, for an alert with a Retry beside the data. */
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * Loads `load()` now and whenever `load` changes (keep it stable with useCallback), with loading
 * and error state and a reload for after writes. The answer of a load overtaken by a newer one is
 * dropped, so a slow first answer never overwrites a fresh one.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const { reportError } = useNotifications();
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({ data: undefined, loading: true, error: null });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await load();
      if (request === latest.current) setState({ data, loading: false, error: null });
    } catch (e) {
      if (request !== latest.current) return;
      setState((s) => ({ ...s, loading: false }));
      reportError(e, { showIn: (error) => setState((s) => ({ ...s, error })) });
    }
  }, [load, reportError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}

const NONE: readonly never[] = [];

/** A whole list (a catalog, the warehouses) for a table that filters, sorts and pages it in the browser. */
export function useList<T>(load: () => Promise<T[]>): {
  items: readonly T[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
} {
  const { data, loading, error, reload } = useLoad(load);
  return { items: data ?? NONE, loading, error, reload };
}
