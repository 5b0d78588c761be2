import * as z from 'zod';

export const NO_SCAN_BUSINESS_DAYS_DEFAULT = 2;
export const NO_SCAN_BUSINESS_DAYS_MAX = 30;

/** The late-shipment detector's options (late-shipment.rules.ts): the account's no-scan business days. */
export const lateShipmentOptionsSchema = z.object({
  /** Full carrier business days without a scan after which a parcel is late. */
  noScanBusinessDays: z.number().int().min(1).max(NO_SCAN_BUSINESS_DAYS_MAX).default(NO_SCAN_BUSINESS_DAYS_DEFAULT),
});

/**
 * The account's late-shipment detection as stored (accounts §6 "an enabled flag"): on or off, and
 * the business days without a carrier scan after which a parcel is late (the detector's options).
 */
export const lateShipmentSettingsSchema = lateShipmentOptionsSchema.extend({
  enabled: z.boolean().default(false),
});
export type LateShipmentSettings = z.output<typeof lateShipmentSettingsSchema>;

/** The user preference (GET/PUT /api/v1/preferences/{key}) to see late shipments in the orders grid. */
export const SHOW_LATE_SHIPMENTS_PREFERENCE = 'orders.showLateShipments';

/** The user preference recording that the late_shipments announcement banner was dismissed. */
export const bannerDismissedPreference = (banner: string) => `banners.${banner}.dismissed`;
