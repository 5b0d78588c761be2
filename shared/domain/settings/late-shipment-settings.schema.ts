import * as z from 'zod';
import { lateShipmentOptionsSchema } from '../tracking/late-shipment.rules';

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
