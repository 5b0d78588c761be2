import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The merchant's checkout settings (orders §2: the rates a shopper sees at the store's checkout), one item
 * per account: ACC#<accountId> / SETTINGS#CHECKOUT_RATES. Parsed on read, so fields added later take their defaults.
 */
export const CheckoutSettingsEntity = versionedSettingsEntity('checkoutSettings', 'SETTINGS#CHECKOUT_RATES');
