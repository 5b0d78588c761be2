import { useCallback } from 'react';
import type { CheckoutSettingsView } from '#api/checkout-rates';
import { useApi } from '#web/api/api-context';
import { ApiError } from '#web/api/api-error';
import { checkoutSettingsApi } from '#web/api/checkout-rates-api';
import { useLoad } from '#web/hooks/use-load';
import {
  CHECKOUT_CONFLICT_MESSAGE,
  toCheckoutSettingsRequest,
  type CheckoutSettingsFormValues,
} from './checkout-settings-form.values';

/** GET /api/v1/settings/checkout-rates, and the save on the loaded version (a 409 says someone else changed them). */
export function useCheckoutSettings() {
  const { client } = useApi();
  const load = useCallback(() => checkoutSettingsApi(client).get(), [client]);
  const loaded = useLoad(load);

  const save = useCallback(
    async (values: CheckoutSettingsFormValues, from: CheckoutSettingsView): Promise<CheckoutSettingsView> => {
      try {
        return await checkoutSettingsApi(client).save(toCheckoutSettingsRequest(values, from));
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) throw new ApiError(409, e.code, CHECKOUT_CONFLICT_MESSAGE);
        throw e;
      }
    },
    [client],
  );

  return { ...loaded, save };
}
