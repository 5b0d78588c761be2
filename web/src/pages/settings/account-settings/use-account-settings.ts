import { useCallback, useState } from 'react';
import type { AccountSettingsRequest, AccountSettingsResponse } from '#api/settings';
import { useApi } from '#web/api/api-context';
import { accountSettingsApi } from '#web/api/settings-api';
import { useLoad } from '#web/hooks/use-load';

/**
 * The account's settings (accounts §3) as last loaded or saved; `error` when they cannot be read. A save
 * answers the new version, which is shown as is rather than read back.
 */
export function useAccountSettings() {
  const { client } = useApi();
  const load = useCallback(() => accountSettingsApi(client).get(), [client]);
  const loaded = useLoad(load);
  const [saved, setSaved] = useState<AccountSettingsResponse | null>(null);
  const { reload: reloadLoaded } = loaded;

  const save = useCallback(
    async (request: AccountSettingsRequest): Promise<AccountSettingsResponse> => {
      const answer = await accountSettingsApi(client).save(request);
      setSaved(answer);
      return answer;
    },
    [client],
  );
  // A reload's answer is newer than anything saved before it.
  const reload = useCallback(() => reloadLoaded().then(() => setSaved(null)), [reloadLoaded]);

  return { data: saved ?? loaded.data, error: loaded.error, save, reload };
}

export type SaveAccountSettings = ReturnType<typeof useAccountSettings>['save'];
