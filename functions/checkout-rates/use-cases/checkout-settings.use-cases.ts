import type { CheckoutSettingsView } from '#api/checkout-rates';
import { defaultCheckoutSettings, type CheckoutSettings } from '#domain/checkout-rates/checkout-settings.schema';
import type { CheckoutSettingsRecord, CheckoutSettingsStore } from '#domain/checkout-rates/ports';
import { ConflictError } from '#lib/errors';

export const STALE_CHECKOUT_SETTINGS =
  'These checkout settings were changed by someone else meanwhile. Reload them and save again.';

/** The account's checkout settings, or the defaults (off, no fallback rates) when it never saved any. */
export async function checkoutSettingsOf(store: CheckoutSettingsStore, accountId: string): Promise<CheckoutSettings> {
  return (await store.get(accountId))?.settings ?? defaultCheckoutSettings();
}

/** Checkout settings (orders §2), scoped by the caller's account; a save from a stale form answers 409. */
export function makeCheckoutSettingsUseCases({ settings }: { settings: CheckoutSettingsStore }) {
  const present = (record: CheckoutSettingsRecord | undefined): CheckoutSettingsView =>
    record ? { ...record.settings, version: record.version } : { ...defaultCheckoutSettings(), version: 0 };

  return {
    get: async (accountId: string) => present(await settings.get(accountId)),

    async put(accountId: string, request: CheckoutSettings & { version?: number }): Promise<CheckoutSettingsView> {
      const { version, ...next } = request;
      const currentVersion = (await settings.get(accountId))?.version ?? 0;
      if (version !== undefined && version !== currentVersion) throw new ConflictError(STALE_CHECKOUT_SETTINGS);
      const saved = await settings.put(accountId, next, currentVersion);
      if (!saved) throw new ConflictError(STALE_CHECKOUT_SETTINGS);
      return present(saved);
    },
  };
}
