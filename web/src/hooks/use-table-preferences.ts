import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#web/api/api-context';
import { isCompatiblePreferences, type TablePreferences } from '#web/lib/table-preferences';
import { browserStorage, loadJson, saveJson, userStorageKey } from '#web/lib/preferences-storage';

/**
 * Table page size and columns, remembered per user and table: shown at once from
 * localStorage, then taken from the server (GET /api/v1/preferences/table:<name>) so they follow
 * the user to another browser; every change is saved to both.
 */
export function useTablePreferences(
  userId: string,
  table: string,
  defaults: TablePreferences,
  pageSizes: readonly number[],
) {
  const { client } = useApi();
  const key = userStorageKey(userId, `table:${table}`);
  const path = `/api/v1/preferences/${encodeURIComponent(`table:${table}`)}`;
  const fits = useRef((v: unknown): v is TablePreferences => isCompatiblePreferences(v, defaults, pageSizes));
  fits.current = (v: unknown): v is TablePreferences => isCompatiblePreferences(v, defaults, pageSizes);
  const [preferences, setPreferences] = useState<TablePreferences>(() =>
    loadJson(browserStorage(), key, defaults, fits.current),
  );
  const changedHere = useRef(false);

  useEffect(() => {
    let current = true;
    client
      .get<{ value: unknown }>(path)
      .then(({ value }) => {
        // A change made while the answer travelled wins over the stored one.
        if (current && !changedHere.current && fits.current(value)) {
          setPreferences(value);
          saveJson(browserStorage(), key, value);
        }
      })
      .catch(() => undefined); // offline or older API: the local copy stands
    return () => {
      current = false;
    };
  }, [client, key, path]);

  const update = useCallback(
    (next: TablePreferences) => {
      changedHere.current = true;
      setPreferences(next);
      saveJson(browserStorage(), key, next);
      client.put(path, { value: next }).catch(() => undefined);
    },
    [client, key, path],
  );
  return [preferences, update] as const;
}
