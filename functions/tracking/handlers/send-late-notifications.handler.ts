import { lateNotificationRequestSchema } from '#api/late-shipments';
import { accountRoute } from '#functions/accounts/accounts.deps';
import { lateShipments } from '../late-shipments.deps';

/** POST /api/v1/orders/late-notifications: the late_shipment email for the selected orders' late shipments (edit_orders). */
export const handler = accountRoute(
  { body: lateNotificationRequestSchema, permissions: ['edit_orders'] },
  ({ caller, body }) => lateShipments.sendLateNotifications(caller, body.orderIds),
);
