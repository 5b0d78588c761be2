import { versionedSettingsEntity } from '#lib/db/versioned-settings.factory';

/**
 * The account's shipping schedule (ship days, cutoff, timezone, holidays, blackout dates), one item per
 * account: ACC#<accountId> / SETTINGS#SHIPPING_SCHEDULE. The onboarding wizard writes its basics.
 */
export const ShippingScheduleEntity = versionedSettingsEntity('shippingSchedule', 'SETTINGS#SHIPPING_SCHEDULE');

/** The account's fill time SLA per warehouse, one item per account: ACC#<accountId> / SETTINGS#FILL_TIME_SLA. */
export const FillTimeSlaEntity = versionedSettingsEntity('fillTimeSla', 'SETTINGS#FILL_TIME_SLA');
