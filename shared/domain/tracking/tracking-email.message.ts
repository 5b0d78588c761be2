import type { TrackingEmailStatus } from '../statuses/tracking-email-status.constants';

/**
 * What the `emails` queue carries for a tracking email (orders §4 tracking email statuses): which
 * shipment reached which status. The tracking-updates worker claims `emailKey` once (a conditional
 * put) before sending the message, so a shipment gets at most one email per status; the emails
 * worker renders the merchant's template for it and sends it through SES.
 */
export interface TrackingEmailMessage {
  kind: 'tracking';
  accountId: string;
  orderId: string;
  shipmentId: string;
  emailStatus: TrackingEmailStatus;
  trackingCode: string;
  /** trackingEmailKey(shipmentId, emailStatus): the claim this message was sent under. */
  emailKey: string;
}
