/** What every per-account schedule reports about its walk over accounts. */
export interface AccountSweepReport {
  accounts: number;
  accountsFailed: number;
  stoppedForTime: boolean;
}

export interface AccountSweepRun {
  /** Milliseconds left before the function's timeout. */
  remainingMs: () => number;
  onAccountError?: (accountId: string, err: unknown) => void;
}

/**
 * Walks every page of accounts a schedule works on, visiting each in turn until the run has less
 * than `reserveMs` left (then `stoppedForTime`, and the next run starts again). One account's
 * failure is counted and reported, never allowed to starve the others; the next run retries it.
 */
export async function sweepAccounts<A extends { accountId: string }>(opts: {
  page: (cursor?: string) => Promise<{ items: A[]; cursor?: string }>;
  run: AccountSweepRun;
  reserveMs: number;
  report: AccountSweepReport;
  visit: (account: A) => Promise<void>;
}): Promise<void> {
  const { run, report } = opts;
  let cursor: string | undefined;
  do {
    const page = await opts.page(cursor);
    for (const account of page.items) {
      if (report.stoppedForTime || run.remainingMs() < opts.reserveMs) {
        report.stoppedForTime = true;
        return;
      }
      report.accounts++;
      try {
        await opts.visit(account);
      } catch (err) {
        report.accountsFailed++;
        run.onAccountError?.(account.accountId, err);
      }
    }
    cursor = page.cursor;
  } while (cursor);
}
