import { useCallback } from 'react';
import type { TrackingPageSettingsView } from '#api/tracking-page';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { trackingPageApi } from '#web/api/tracking-page-api';
import { useLoad } from '#web/hooks/use-load';
import { CONFLICT_MESSAGE, toTrackingPageRequest, type TrackingPageFormValues } from './tracking-page-form.values';

/** GET /api/v1/settings/tracking-page, and the save on the loaded version (409: stale, or the subdomain is taken). */
export function useTrackingPageSettings() {
  const { client } = useApi();
  const load = useCallback(() => trackingPageApi(client).get(), [client]);
  const loaded = useLoad(load);

  const save = useCallback(
    async (values: TrackingPageFormValues, from: TrackingPageSettingsView): Promise<TrackingPageSettingsView> => {
      try {
        return await trackingPageApi(client).save(toTrackingPageRequest(values, from));
      } catch (e) {
        // A taken subdomain names its field; any other 409 is a stale form.
        if (e instanceof ApiError && e.status === 409 && Object.keys(e.fieldErrors).length === 0)
          throw new ApiError(409, e.code, CONFLICT_MESSAGE);
        throw e;
      }
    },
    [client],
  );

  return { ...loaded, save };
}
