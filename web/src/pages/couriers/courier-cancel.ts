import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';

/** Tracking statuses of a delivery the courier has not picked up yet (pending, on the way to the pickup). */
const BEFORE_PICKUP = new Set(['pre_transit', 'unknown']);

/**
 * Why a dispatched courier cannot be canceled from the label panel, or null: past pickup the courier
 * answers "too late", so the action says so up front; the refund rules (one refund, no fulfillment) still apply.
 */
export function courierCancelBlockedReason(status: string | undefined, refundBlocked: string | null): string | null {
  if (refundBlocked) return refundBlocked;
  return status === undefined || BEFORE_PICKUP.has(status) ? null : COURIER_MESSAGES.tooLate;
}
