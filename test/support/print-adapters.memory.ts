import type { PrintJobRecord, PrintJobStore } from '#domain/printing/ports';

/** Print jobs in memory, with the table store's state conditions. */
export class MemoryPrintJobStore implements PrintJobStore {
  readonly jobs = new Map<string, PrintJobRecord>();
  private key = (accountId: string, jobId: string) => `${accountId}#${jobId}`;
  async create(job: PrintJobRecord) {
    this.jobs.set(this.key(job.accountId, job.jobId), structuredClone(job));
  }
  async get(accountId: string, jobId: string) {
    const job = this.jobs.get(this.key(accountId, jobId));
    return job && structuredClone(job);
  }
  private patch(
    accountId: string,
    jobId: string,
    when: (j: PrintJobRecord) => boolean,
    change: Partial<PrintJobRecord>,
  ) {
    const job = this.jobs.get(this.key(accountId, jobId));
    if (!job || !when(job)) return false;
    Object.assign(job, change);
    return true;
  }
  async startBuilding(accountId: string, jobId: string, total: number, skipped: PrintJobRecord['skipped']) {
    return this.patch(accountId, jobId, (j) => j.state === 'queued' || j.state === 'building', {
      state: 'building',
      done: 0,
      total,
      skipped,
    });
  }
  async progress(accountId: string, jobId: string, done: number) {
    this.patch(accountId, jobId, (j) => j.state === 'building', { done });
  }
  async markReady(accountId: string, jobId: string, result: Parameters<PrintJobStore['markReady']>[2]) {
    this.patch(accountId, jobId, (j) => j.state !== 'ready' && j.state !== 'failed', { state: 'ready', ...result });
  }
  async markFailed(accountId: string, jobId: string, message: string) {
    this.patch(accountId, jobId, (j) => j.state !== 'ready', { state: 'failed', message });
  }
}
