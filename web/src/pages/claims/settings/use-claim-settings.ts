import { useCallback, useMemo } from 'react';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { claimsApi, type ClaimSettingsView } from '#web/api/claims-api';
import { useLoad } from '#web/hooks/use-load';
import { CONFLICT_MESSAGE, toClaimSettings, type ClaimSettingsFormValues } from './claim-settings-form.values';

/** The API names the form's fields under `settings.`; the form names them from its own root. */
function formFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, m]) => [path.replace(/^settings\./, ''), m]));
}

/** GET /api/v1/claim-settings, and the save on the loaded version (a 409 says someone else changed them). */
export function useClaimSettings() {
  const { client } = useApi();
  const api = useMemo(() => claimsApi(client), [client]);
  const load = useCallback(() => api.settings(), [api]);
  const loaded = useLoad(load);

  const save = useCallback(
    async (values: ClaimSettingsFormValues, version: number): Promise<ClaimSettingsView> => {
      try {
        return await api.saveSettings(toClaimSettings(values), version);
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, CONFLICT_MESSAGE);
        if (e instanceof ApiError) throw new ApiError(e.status, e.code, e.message, formFieldErrors(e.fieldErrors));
        throw e;
      }
    },
    [api],
  );

  return { ...loaded, save };
}
