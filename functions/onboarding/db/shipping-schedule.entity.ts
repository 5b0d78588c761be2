import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The account's shipping schedule (ship days, cutoff, timezone), one item per account:
 * ACC#<accountId> / SETTINGS#SHIPPING_SCHEDULE. Its own item and key, so the shipping-schedule feature
 * can take it over as it is.
 */
export const ShippingScheduleEntity = versionedSettingsEntity('shippingSchedule', 'SETTINGS#SHIPPING_SCHEDULE');
