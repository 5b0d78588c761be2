import {
  PRINT_JOB_FAILED,
  hasSomethingToPrint,
  nothingToPrintMessage,
  shouldWriteProgress,
} from '#domain/printing/print-job.rules';
import type { PrintJobMessage, PrintJobStore } from '#domain/printing/ports';
import type { PrintFile } from './print-file.use-case';

export type BuildOutcome = 'ready' | 'already' | 'missing' | 'failed';

export interface BuildPrintJobDeps {
  jobs: PrintJobStore;
  printFile: PrintFile;
  /** Milliseconds, for the progress throttle. */
  clock?: () => number;
}

/**
 * The print-documents worker's job: builds a queued job's file. A job already ready (or failed) is
 * left alone, so a redelivered message rebuilds nothing and writes nothing. Any error is thrown
 * for SQS to deliver the message again; `fail` ends the job on its last delivery.
 */
export function makeBuildPrintJob(deps: BuildPrintJobDeps) {
  const now = deps.clock ?? (() => Date.now());

  async function build(message: PrintJobMessage): Promise<BuildOutcome> {
    const { accountId, jobId } = message;
    const job = await deps.jobs.get(accountId, jobId);
    if (!job) return 'missing';
    if (job.state === 'ready' || job.state === 'failed') return 'already';
    if (!(await deps.jobs.startBuilding(accountId, jobId, job.total, job.skipped))) return 'already';

    // The orders as they are now: a label refunded since the request is left out.
    const { plan, ctx } = await deps.printFile.plan(accountId, job.spec, job.createdAt);
    const loaded = await deps.printFile.loadLabels(plan);
    if (!hasSomethingToPrint(loaded.plan)) {
      await deps.jobs.markFailed(accountId, jobId, nothingToPrintMessage(loaded.plan));
      return 'failed';
    }
    const total = deps.printFile.units(deps.printFile.inputOf(job.spec, loaded.plan, ctx));
    await deps.jobs.startBuilding(accountId, jobId, total, loaded.plan.skipped);

    let last = { done: 0, atMs: now() };
    const onProgress = async (done: number) => {
      const at = now();
      if (done >= total || !shouldWriteProgress(last, done, at)) return;
      last = { done, atMs: at };
      await deps.jobs.progress(accountId, jobId, done);
    };
    const built = await deps.printFile.build(job, loaded.plan, ctx, loaded.bodies, onProgress);
    await deps.jobs.markReady(accountId, jobId, {
      fileKey: built.fileKey,
      fileName: built.fileName,
      pageCount: built.pageCount,
      done: built.units,
      total: built.units,
      skipped: loaded.plan.skipped,
    });
    return 'ready';
  }

  /** The job's last delivery failed too: it ends failed, with the merchant's message. */
  async function fail(message: PrintJobMessage): Promise<void> {
    await deps.jobs.markFailed(message.accountId, message.jobId, PRINT_JOB_FAILED);
  }

  return { build, fail };
}
