import { useCallback, useState } from 'react';
import type { AccountSettingsResponse } from '#api/settings';
import { useApi } from '#web/api/api-context';
import { useLoad } from '#web/hooks/use-load';
import { accountSettingsApi } from '#web/api/settings-api';

/** The account's settings (accounts §3) as last loaded or saved; `error` when they cannot be read. */
export function useAccountSettings() {
  const { client } = useApi();
  const load = useCallback(() => accountSettingsApi(client).get(), [client]);
  const { data, error } = useLoad(load);
  const [saved, setSaved] = useState<AccountSettingsResponse | null>(null);
  return { settings: saved ?? data ?? null, error, onSaved: setSaved };
}
