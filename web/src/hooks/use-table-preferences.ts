import { useCallback, useState } from 'react';
import { isCompatiblePreferences, type TablePreferences } from '../lib/table-preferences';
import { browserStorage, loadJson, saveJson, userStorageKey } from '../lib/preferences-storage';

/** Table page size and columns, remembered per user and table in localStorage (GUIDE §4). */
export function useTablePreferences(userId: string, table: string, defaults: TablePreferences, pageSizes: readonly number[]) {
  const key = userStorageKey(userId, `table:${table}`);
  const [preferences, setPreferences] = useState<TablePreferences>(() =>
    loadJson(browserStorage(), key, defaults, (v): v is TablePreferences => isCompatiblePreferences(v, defaults, pageSizes)),
  );
  const update = useCallback(
    (next: TablePreferences) => {
      setPreferences(next);
      saveJson(browserStorage(), key, next);
    },
    [key],
  );
  return [preferences, update] as const;
}
