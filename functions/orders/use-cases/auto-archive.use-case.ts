import { sweepAccounts, type AccountSweepRun } from '#lib/account-sweep';
import { forEachConcurrently } from '#lib/concurrently';
import type { ActivityLog } from '#domain/activity/ports';
import {
  AUTO_ARCHIVE_ACTOR,
  AUTO_ARCHIVE_STATUS_KEYS,
  archivedOrder,
  autoArchiveCutoff,
  autoArchiveVerdict,
  type ArchiveOrdersSetting,
} from '#domain/orders/auto-archive.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import {
  StaleOrderError,
  type ArchiveCandidateSource,
  type ArchiveScheduleAccountSource,
  type OrderStore,
} from '#domain/orders/ports';

export interface AutoArchiveLimits {
  /** Orders archived per account per run: a huge backlog finishes over several runs. */
  archivePerAccount: number;
  /** Candidates read per account per run (some are not yet eligible, e.g. recently changed). */
  readPerAccount: number;
  pageSize: number;
  /** Order writes in flight at once. */
  concurrency: number;
  /** Stop starting work when less than this is left of the invocation. */
  reserveMs: number;
}

export const DEFAULT_AUTO_ARCHIVE_LIMITS: AutoArchiveLimits = {
  archivePerAccount: 2_000,
  readPerAccount: 5_000,
  pageSize: 100,
  concurrency: 8,
  reserveMs: 20_000,
};

export interface AutoArchiveDeps {
  accounts: ArchiveScheduleAccountSource;
  candidates: ArchiveCandidateSource;
  /** The same guarded write the bulk archive uses: refused (StaleOrderError) when the order moved on. */
  orders: Pick<OrderStore, 'replace'>;
  activity: ActivityLog;
  limits?: Partial<AutoArchiveLimits>;
}

export interface AutoArchiveReport {
  accounts: number;
  archived: number;
  /** Changed between read and write: left for a later run. */
  skippedChanged: number;
  /** Read but not eligible yet (e.g. one shipment still under way, or changed recently). */
  notEligible: number;
  /** Accounts whose cap was reached with candidates possibly left. */
  accountsCapped: number;
  accountsFailed: number;
  stoppedForTime: boolean;
}

export interface AutoArchiveRun extends AccountSweepRun {
  /** The schedule's time: the cutoff is `days` before it. */
  now: Date;
}

/**
 * The archive-orders schedule (accounts §3 archiveOrders{active, days}): for each account with the
 * setting on, archive its done orders older than the cutoff, oldest first, through the same
 * version-guarded write as the bulk archive. Idempotent: archived orders leave the keys it reads.
 */
export function makeAutoArchive(deps: AutoArchiveDeps) {
  const limits = { ...DEFAULT_AUTO_ARCHIVE_LIMITS, ...deps.limits };

  async function archiveOne(accountId: string, order: OrderRecord): Promise<'archived' | 'changed'> {
    try {
      await deps.orders.replace(accountId, order, archivedOrder(order));
      return 'archived';
    } catch (err) {
      if (err instanceof StaleOrderError) return 'changed';
      throw err;
    }
  }

  async function archiveAccount(
    accountId: string,
    setting: ArchiveOrdersSetting,
    run: AutoArchiveRun,
    report: AutoArchiveReport,
  ) {
    const cutoff = autoArchiveCutoff(setting, run.now);
    if (!cutoff) return;
    let archived = 0;
    let read = 0;
    const outOfTime = () => run.remainingMs() < limits.reserveMs;
    for (const statusKey of AUTO_ARCHIVE_STATUS_KEYS) {
      let cursor: string | undefined;
      do {
        const limit = Math.min(limits.pageSize, limits.archivePerAccount - archived, limits.readPerAccount - read);
        if (limit <= 0) {
          report.accountsCapped++;
          return;
        }
        if (outOfTime()) {
          report.stoppedForTime = true;
          return;
        }
        const page = await deps.candidates.page(accountId, statusKey, cutoff, { limit, ...(cursor ? { cursor } : {}) });
        read += page.items.length;
        const eligible = page.items.filter((o) => autoArchiveVerdict(o, cutoff) === 'eligible');
        report.notEligible += page.items.length - eligible.length;
        const outcomes = new Map<OrderRecord, 'archived' | 'changed'>();
        await forEachConcurrently(eligible, limits.concurrency, async (o) => {
          outcomes.set(o, await archiveOne(accountId, o));
        });
        // Page order, not completion order, so the activity log reads oldest first.
        const done = eligible.filter((o) => outcomes.get(o) === 'archived');
        report.skippedChanged += eligible.length - done.length;
        if (done.length) {
          await deps.activity.record(
            accountId,
            done.map((o) => ({
              type: 'order_archived' as const,
              orderId: o.id,
              actor: AUTO_ARCHIVE_ACTOR,
              message: `Order ${o.orderNumber}: archived automatically (older than ${setting.days} days)`,
              details: { days: setting.days, cutoff },
            })),
          );
        }
        archived += done.length;
        report.archived += done.length;
        cursor = page.cursor;
      } while (cursor);
    }
  }

  return {
    async run(run: AutoArchiveRun): Promise<AutoArchiveReport> {
      const report: AutoArchiveReport = {
        accounts: 0,
        archived: 0,
        skippedChanged: 0,
        notEligible: 0,
        accountsCapped: 0,
        accountsFailed: 0,
        stoppedForTime: false,
      };
      await sweepAccounts({
        page: (cursor) => deps.accounts.page(cursor),
        run,
        reserveMs: limits.reserveMs,
        report,
        visit: ({ accountId, archiveOrders }) => archiveAccount(accountId, archiveOrders, run, report),
      });
      return report;
    },
  };
}

export type AutoArchive = ReturnType<typeof makeAutoArchive>;
