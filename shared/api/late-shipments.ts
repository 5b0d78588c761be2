import * as z from 'zod';
import { lateShipmentSettingsSchema } from '#domain/settings/late-shipment-settings.schema';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';

/** PUT /api/v1/settings/late-shipments: the account's detection switch and no-scan business days. */
export const lateShipmentSettingsRequestSchema = lateShipmentSettingsSchema.extend({
  /** The version the form was loaded at: a concurrent save answers 409. */
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type LateShipmentSettingsRequest = z.input<typeof lateShipmentSettingsRequestSchema>;

/**
 * GET /api/v1/settings/late-shipments: the account's settings and, for the caller, the three gates
 * of accounts §6 (feature, enabled flag, preference) and whether late shipments are shown to them.
 */
export interface LateShipmentSettingsResponse {
  enabled: boolean;
  noScanBusinessDays: number;
  version: number;
  /** The caller holds the lateShipments feature flag. */
  feature: boolean;
  /** The caller's preference to see late shipments. */
  showLateShipments: boolean;
  /** canShowLateShipments for the caller. */
  visible: boolean;
}

export const LATE_NOTIFICATION_ORDERS_MAX = 100;

/** POST /api/v1/orders/late-notifications: send the late_shipment email for the orders' late shipments. */
export const lateNotificationRequestSchema = z.object({
  orderIds: z
    .array(z.string().min(1, MESSAGES.required).max(64, MESSAGES.tooLong))
    .min(1, 'Select at least one order')
    .max(LATE_NOTIFICATION_ORDERS_MAX, OUR_MESSAGES.atMost(LATE_NOTIFICATION_ORDERS_MAX)),
});
export type LateNotificationRequest = z.infer<typeof lateNotificationRequestSchema>;

export const LATE_NOTIFICATION_SKIP_REASONS = [
  'not_found',
  'not_late',
  'already_sent',
  'inactive_template',
  'no_recipient',
] as const;
export type LateNotificationSkipReason = (typeof LATE_NOTIFICATION_SKIP_REASONS)[number];

export interface LateNotificationResponse {
  sent: { orderId: string; shipmentId: string }[];
  skipped: { orderId: string; shipmentId?: string; reason: LateNotificationSkipReason }[];
}
