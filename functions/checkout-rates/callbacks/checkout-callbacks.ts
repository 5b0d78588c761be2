import { bigCommerceCheckout } from './bigcommerce.checkout';
import type { CheckoutCallback, CheckoutPlatform } from './checkout-callback';
import { shopifyCheckout } from './shopify.checkout';
import { wooCommerceCheckout } from './woocommerce.checkout';

/** Each checkout platform's callback, by the platform named in the callback's path. */
export const CHECKOUT_CALLBACKS: Record<CheckoutPlatform, CheckoutCallback> = {
  shopify: shopifyCheckout as CheckoutCallback,
  bigcommerce: bigCommerceCheckout as CheckoutCallback,
  woocommerce: wooCommerceCheckout as CheckoutCallback,
};
