import { hmacSha256 } from '#lib/http/webhook-signature';

/**
 * The stores domain's face for checkout rates: a store's checkout key (BigCommerce sends it back in its carrier
 * connection options on every rate request), derived from the store's own webhook secret, so it is per store,
 * needs no item of its own, and changes when the store is connected again.
 */
export const storeCheckoutKey = (storeSecret: string) =>
  hmacSha256(storeSecret, 'shipdeck-checkout-rates').toString('hex');

/** BigCommerce's id of Shipdeck's shipping provider (given when the provider is registered with BigCommerce). */
export const BIGCOMMERCE_CARRIER_ID = 'shipdeck';
/** The connection option the checkout key travels in. */
export const BIGCOMMERCE_CHECKOUT_KEY_OPTION = 'checkout_key';
