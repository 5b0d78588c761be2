import { sweepAccounts, type AccountSweepRun } from '#lib/account-sweep';
import type { OrderRecord } from '#domain/orders/order-record';
import type { LateShipmentSettings } from '#domain/settings/late-shipment-settings.schema';
import type { OrderStatusFilterValue } from '#domain/statuses/filter-values.constants';
import type { LateScanPosition, LateShipmentScanStore } from '#domain/tracking/ports';
import { lateShipmentsOf, lateWarningsOf, orderWithLateWarnings } from '#domain/tracking/late-shipment-warning.rules';

/**
 * The status keys (the grid's status index) of orders whose shipments may be on their way:
 * processing holds labels not scanned yet (pre_transit, unknown), then in transit and out for delivery.
 */
export const LATE_SCAN_STATUS_KEYS: readonly OrderStatusFilterValue[] = [
  'processing',
  'in_transit',
  'out_for_delivery',
];

export interface DetectLateLimits {
  /** Orders read per account per run; a walk left unfinished resumes there next run. */
  ordersPerAccount: number;
  pageSize: number;
  /** Stop starting work when less than this is left of the invocation. */
  reserveMs: number;
}

export const DEFAULT_DETECT_LATE_LIMITS: DetectLateLimits = {
  ordersPerAccount: 1_000,
  pageSize: 100,
  reserveMs: 20_000,
};

export interface DetectLateShipmentsDeps {
  store: LateShipmentScanStore;
  limits?: Partial<DetectLateLimits>;
}

export interface DetectLateReport {
  accounts: number;
  checked: number;
  /** Orders whose late warnings were written (a shipment turned late, changed reason or was cleared). */
  changed: number;
  flagged: number;
  cleared: number;
  /** Changed between read and write: the next run looks again. */
  stale: number;
  /** Accounts whose walk stopped at the cap and resumes next run. */
  accountsResumable: number;
  accountsFailed: number;
  stoppedForTime: boolean;
}

export interface DetectLateRun extends AccountSweepRun {
  /** The schedule's time: "today" at each destination is taken at this instant. */
  now: Date;
}

/**
 * The detect-late-shipments schedule (issue 12 item 6, accounts §6): for each account with detection
 * on, walk its orders on their way, a bounded number per run (resuming where the last run stopped),
 * and give each late shipment its late warning (lateShipmentOf with the account's no-scan business
 * days), taking it off a shipment that is no longer late. Only a change is written, with one activity
 * entry per shipment flagged or cleared, so running it again changes nothing.
 */
export function makeDetectLateShipments(deps: DetectLateShipmentsDeps) {
  const limits = { ...DEFAULT_DETECT_LATE_LIMITS, ...deps.limits };
  const { store } = deps;

  async function checkOrder(
    accountId: string,
    order: OrderRecord,
    settings: LateShipmentSettings,
    now: Date,
    report: DetectLateReport,
  ) {
    report.checked++;
    const change = orderWithLateWarnings(order, lateWarningsOf(order, lateShipmentsOf(order, now, settings)));
    if (!change) return;
    // The version in the id: a retried write records the same entry once.
    const stamp = `${order.version ?? 1}`;
    const saved = await store.saveLateWarnings({
      accountId,
      before: order,
      after: change.order,
      activity: [
        ...change.flagged.map((f) => ({
          eventId: `late-${f.shipmentId}-${stamp}`,
          shipmentId: f.shipmentId,
          message: f.message,
          late: true,
        })),
        ...change.cleared.map((shipmentId) => ({
          eventId: `late-${shipmentId}-${stamp}`,
          shipmentId,
          message: 'Shipment is no longer late',
          late: false,
        })),
      ],
    });
    if (saved === 'stale') {
      report.stale++;
      return;
    }
    report.changed++;
    report.flagged += change.flagged.length;
    report.cleared += change.cleared.length;
  }

  async function walkAccount(
    accountId: string,
    settings: LateShipmentSettings,
    run: DetectLateRun,
    report: DetectLateReport,
  ) {
    const saved = await store.positionOf(accountId);
    let keyIndex = saved ? Math.max(0, LATE_SCAN_STATUS_KEYS.indexOf(saved.statusKey as OrderStatusFilterValue)) : 0;
    let cursor =
      saved && LATE_SCAN_STATUS_KEYS.includes(saved.statusKey as OrderStatusFilterValue) ? saved.cursor : undefined;
    let read = 0;
    const stopAt = async (position: LateScanPosition) => {
      await store.savePosition(accountId, position);
      report.accountsResumable++;
    };
    for (;;) {
      const limit = Math.min(limits.pageSize, limits.ordersPerAccount - read);
      if (limit <= 0) return stopAt({ statusKey: LATE_SCAN_STATUS_KEYS[keyIndex], ...(cursor ? { cursor } : {}) });
      if (run.remainingMs() < limits.reserveMs) {
        report.stoppedForTime = true;
        return stopAt({ statusKey: LATE_SCAN_STATUS_KEYS[keyIndex], ...(cursor ? { cursor } : {}) });
      }
      const page = await store.ordersPage(accountId, LATE_SCAN_STATUS_KEYS[keyIndex], {
        limit,
        ...(cursor ? { cursor } : {}),
      });
      read += page.items.length;
      for (const order of page.items) await checkOrder(accountId, order, settings, run.now, report);
      cursor = page.cursor;
      if (!cursor) {
        keyIndex++;
        if (keyIndex >= LATE_SCAN_STATUS_KEYS.length) {
          if (saved) await store.savePosition(accountId, undefined);
          return;
        }
      }
    }
  }

  return async function detectLateShipments(run: DetectLateRun): Promise<DetectLateReport> {
    const report: DetectLateReport = {
      accounts: 0,
      checked: 0,
      changed: 0,
      flagged: 0,
      cleared: 0,
      stale: 0,
      accountsResumable: 0,
      accountsFailed: 0,
      stoppedForTime: false,
    };
    await sweepAccounts({
      page: (cursor) => store.enabledAccounts(cursor),
      run,
      reserveMs: limits.reserveMs,
      report,
      visit: ({ accountId, settings }) => walkAccount(accountId, settings, run, report),
    });
    return report;
  };
}

export type DetectLateShipments = ReturnType<typeof makeDetectLateShipments>;
