import type { StoreWebhookPlatform } from './store-event.message';
import { STORE_PLATFORM_NAMES } from './store-platforms.rules';

/**
 * The webhook each platform sends when the merchant removes Shipdeck's access: Shopify's `app/uninstalled`,
 * Square's `oauth.authorization.revoked`, BigCommerce's `store/app/uninstalled`. WooCommerce sends none when
 * its REST keys are revoked or its webhooks deleted; its next refused call (401) is what tells. Shippo sends no
 * webhooks: a revoked token shows on the next import page.
 */
export const STORE_UNINSTALL_TOPICS: Readonly<Record<StoreWebhookPlatform, string | undefined>> = {
  shopify: 'app/uninstalled',
  square: 'oauth.authorization.revoked',
  bigcommerce: 'store/app/uninstalled',
  woocommerce: undefined,
  shippo: undefined,
};

export const isStoreUninstallTopic = (platform: StoreWebhookPlatform, topic: string): boolean =>
  STORE_UNINSTALL_TOPICS[platform] === topic;

/** What the Stores page shows on a store the platform disconnected (its last error). */
export const storeUninstalledMessage = (platform: StoreWebhookPlatform): string =>
  platform === 'square'
    ? 'The seller revoked Shipdeck’s access in Square. Reconnect the store to bring its orders in again.'
    : `The Shipdeck app was uninstalled from this ${STORE_PLATFORM_NAMES[platform]} store. Reconnect the store to bring its orders in again.`;
