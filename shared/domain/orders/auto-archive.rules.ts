import { ARCHIVE_DAYS_MAX, ARCHIVE_DAYS_MIN } from '../constants/limits.constants';
import { displayStatus, type DisplayStatus } from '../statuses/display-status.rules';
import type { OrderStatusFilterValue } from '../statuses/filter-values.constants';
import { hasLabel, primaryShipment } from './order-grid.rules';
import type { OrderRecord } from './order-record';

/**
 * Which orders the account setting archiveOrders{active, days} (accounts §3, §5 "archive days
 * 15 to 365") archives on its own: active orders that are done — the grid shows them Cancelled, or
 * every shipment still live shows Delivered or Returned (orders §4 display status) — whose order
 * date and last change are both more than `days` old. Unshipped, in-transit and failed orders stay:
 * they are work the merchant still has to do (docs/decisions.md).
 */

export const AUTO_ARCHIVE_ACTOR = 'Shipdeck (auto-archive)';

const DAY_MS = 86_400_000;

/** Display statuses (orders §4) of a shipment that needs nothing more from the merchant. */
export const FINISHED_SHIPMENT_STATUSES = ['Delivered', 'Returned'] as const satisfies readonly DisplayStatus[];

/**
 * The status filter values (orders §4) an active done order is indexed under (gsi2): the job reads
 * only these, so old unshipped orders are never read run after run.
 */
export const AUTO_ARCHIVE_STATUS_KEYS = [
  'delivered',
  'return_to_sender',
  'isCancelled',
] as const satisfies readonly OrderStatusFilterValue[];

export interface ArchiveOrdersSetting {
  active: boolean;
  days: number;
}

/**
 * The instant before which orders may be archived, or undefined when the setting is off or its
 * days are outside accounts §5's 15 to 365 (a stored value the form would refuse archives nothing).
 */
export function autoArchiveCutoff(setting: ArchiveOrdersSetting, now: Date): string | undefined {
  const { active, days } = setting;
  if (
    !active ||
    typeof days !== 'number' ||
    !Number.isFinite(days) ||
    days < ARCHIVE_DAYS_MIN ||
    days > ARCHIVE_DAYS_MAX
  )
    return undefined;
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** Cancelled (orders §4: cancelled takes precedence), or every live shipment Delivered or Returned. */
export function isOrderDone(order: Pick<OrderRecord, 'isCancelled' | 'shipments'>): boolean {
  const primary = primaryShipment(order);
  if (
    displayStatus({ status: primary?.shipmentStatus, hasLabel: hasLabel(primary), isCancelled: order.isCancelled }) ===
    'Cancelled'
  )
    return true;
  const live = order.shipments.filter((s) => s.shipmentStatus !== 'cancelled');
  return (
    live.length > 0 &&
    live.every((s) =>
      (FINISHED_SHIPMENT_STATUSES as readonly string[]).includes(
        displayStatus({ status: s.shipmentStatus, hasLabel: hasLabel(s) }),
      ),
    )
  );
}

export type AutoArchiveVerdict = 'eligible' | 'not_active' | 'not_done' | 'too_recent' | 'recently_changed';

const before = (iso: string | null | undefined, cutoff: string) => {
  const t = Date.parse(iso ?? '');
  return Number.isFinite(t) && t < Date.parse(cutoff);
};

/** Why an order is or is not archived by the job at `cutoff` (from autoArchiveCutoff). */
export function autoArchiveVerdict(
  order: Pick<OrderRecord, 'isCancelled' | 'archived' | 'isDeleted' | 'shipments' | 'orderDate' | 'updatedAt'>,
  cutoff: string,
): AutoArchiveVerdict {
  if (order.archived || order.isDeleted) return 'not_active';
  if (!before(order.orderDate, cutoff)) return 'too_recent';
  if (!isOrderDone(order)) return 'not_done';
  // A merchant who unarchived or edited an old order keeps it for another `days`.
  if (!before(order.updatedAt ?? order.orderDate, cutoff)) return 'recently_changed';
  return 'eligible';
}

/** The archive action itself (orders §4 "archived" takes precedence): the same change the bulk action makes. */
export function archivedOrder<T extends Pick<OrderRecord, 'archived'>>(order: T): T {
  return { ...order, archived: true };
}
