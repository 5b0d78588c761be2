import type { StorePlatform } from '../constants/settings.constants';
import type { CheckoutSettings } from './checkout-settings.schema';

export interface CheckoutSettingsRecord {
  settings: CheckoutSettings;
  version: number;
  updatedAt: string | null;
}

/** The account's checkout settings item; absent means none saved yet (the defaults: off, no fallback). */
export interface CheckoutSettingsStore {
  get(accountId: string): Promise<CheckoutSettingsRecord | undefined>;
  /** Replaces the item if it is still at `expectedVersion` (0: absent); undefined when it moved on. */
  put(
    accountId: string,
    settings: CheckoutSettings,
    expectedVersion: number,
  ): Promise<CheckoutSettingsRecord | undefined>;
}

/** The connected store a checkout callback names, and the secret its requests are signed or keyed with. */
export interface CheckoutStore {
  accountId: string;
  storeId: string;
  platform: StorePlatform;
  shop: string;
  /** The per-store secret (WooCommerce, BigCommerce); Shopify signs with the app's. */
  secret?: string;
}

/** Finds the connected store of a (platform, shop); undefined when no account has it connected. */
export type CheckoutStoreLookup = (platform: StorePlatform, shop: string) => Promise<CheckoutStore | undefined>;
