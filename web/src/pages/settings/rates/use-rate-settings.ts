import { useCallback } from 'react';
import type { RateSettingsView } from '#api/shipping';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { rateSettingsApi } from '#web/api/shipping-api';
import { useLoad } from '#web/hooks/use-load';
import { CONFLICT_MESSAGE, toRateSettingsRequest, type RateSettingsFormValues } from './rate-settings-form.values';

/** GET /api/v1/settings/rates, and the save on the loaded version (a 409 says someone else changed them). */
export function useRateSettings() {
  const { client } = useApi();
  const load = useCallback(() => rateSettingsApi(client).get(), [client]);
  const loaded = useLoad(load);

  const save = useCallback(
    async (values: RateSettingsFormValues, from: RateSettingsView): Promise<RateSettingsView> => {
      try {
        return await rateSettingsApi(client).save(toRateSettingsRequest(values, from));
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, CONFLICT_MESSAGE);
        throw e;
      }
    },
    [client],
  );

  return { ...loaded, save };
}
