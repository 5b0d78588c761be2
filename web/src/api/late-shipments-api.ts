import type {
  LateNotificationResponse,
  LateShipmentSettingsRequest,
  LateShipmentSettingsResponse,
} from '#api/late-shipments';
import {
  SHOW_LATE_SHIPMENTS_PREFERENCE,
  bannerDismissedPreference,
} from '#domain/settings/late-shipment-settings.schema';
import type { ApiClient } from './api-client';

const SETTINGS = '/api/v1/settings/late-shipments';
const preference = (key: string) => `/api/v1/preferences/${encodeURIComponent(key)}`;

/** Late shipments (accounts §6): the settings and the caller's view, the preferences, the late notification. */
export function lateShipmentsApi(client: ApiClient) {
  return {
    view: (): Promise<LateShipmentSettingsResponse> => client.get(SETTINGS),
    save: (request: LateShipmentSettingsRequest): Promise<LateShipmentSettingsResponse> =>
      client.put(SETTINGS, request),
    setShowLateShipments: (value: boolean) => client.put(preference(SHOW_LATE_SHIPMENTS_PREFERENCE), { value }),
    bannerDismissed: async (banner: string): Promise<boolean> =>
      (await client.get<{ value: unknown }>(preference(bannerDismissedPreference(banner)))).value === true,
    dismissBanner: (banner: string) => client.put(preference(bannerDismissedPreference(banner)), { value: true }),
    sendLateNotifications: (orderIds: readonly string[]): Promise<LateNotificationResponse> =>
      client.post('/api/v1/orders/late-notifications', { orderIds }),
  };
}
