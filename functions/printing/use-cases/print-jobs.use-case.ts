import type { PrintJobSpec, PrintJobView } from '#api/printing';
import type { IdGenerator } from '#domain/accounts/ports';
import type { LabelFiles } from '#domain/labels/ports';
import {
  buildsInline,
  hasSomethingToPrint,
  nothingToPrintMessage,
  PRINT_JOB_FAILED,
  PRINT_QUEUE_BUSY,
  PRINT_URL_SECONDS,
  printJobView,
  type PrintPlan,
} from '#domain/printing/print-job.rules';
import type { PrintJobQueue, PrintJobRecord, PrintJobStore } from '#domain/printing/ports';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { PrintFile } from './print-file.use-case';

function refuseEmpty(plan: PrintPlan): void {
  if (hasSomethingToPrint(plan)) return;
  const message = nothingToPrintMessage(plan);
  throw new ValidationError(
    { orderIds: message },
    message,
    plan.skipped.map((s) => `${s.orderNumber || s.orderId}: ${s.reason}`),
  );
}

/** GET /api/v1/print-jobs/{jobId}: the job; once ready, a link to its file valid for 5 minutes. */
export function makeGetPrintJob(deps: {
  jobs: Pick<PrintJobStore, 'get'>;
  files: Pick<LabelFiles, 'presignGet'>;
  clock?: () => Date;
}) {
  const now = deps.clock ?? (() => new Date());
  return async function getPrintJob(caller: Caller, jobId: string): Promise<PrintJobView> {
    const job = await deps.jobs.get(caller.accountId, jobId);
    if (!job) throw new NotFoundError('Print job');
    return viewWithLink(job, deps.files, now());
  };
}

async function viewWithLink(
  job: PrintJobRecord,
  files: Pick<LabelFiles, 'presignGet'>,
  at: Date,
): Promise<PrintJobView> {
  if (job.state !== 'ready' || !job.fileKey) return printJobView(job);
  return printJobView(job, {
    url: await files.presignGet(job.fileKey, PRINT_URL_SECONDS),
    expiresAt: new Date(at.getTime() + PRINT_URL_SECONDS * 1000).toISOString(),
  });
}

export interface CreatePrintJobDeps {
  jobs: Pick<PrintJobStore, 'create' | 'markFailed'>;
  queue: PrintJobQueue;
  files: Pick<LabelFiles, 'presignGet'>;
  printFile: PrintFile;
  ids: IdGenerator;
  clock?: () => Date;
}

/**
 * POST /api/v1/print-jobs: plans the job over the caller's orders (others' read as not found);
 * a job of about two pages is built here and answered ready, a larger one is queued for the
 * print-documents worker. A job with nothing to print is refused (400) with the reason.
 */
export function makeCreatePrintJob(deps: CreatePrintJobDeps) {
  const now = deps.clock ?? (() => new Date());
  return async function createPrintJob(caller: Caller, spec: PrintJobSpec): Promise<PrintJobView> {
    const at = now();
    const createdAt = at.toISOString();
    const jobId = deps.ids.newId();
    const { plan, ctx } = await deps.printFile.plan(caller.accountId, spec, createdAt);
    refuseEmpty(plan);
    // Counted before any label file is read: the empty labels count as the documents they stand for.
    const total = deps.printFile.units(deps.printFile.inputOf(spec, plan, ctx));
    const base = {
      accountId: caller.accountId,
      jobId,
      spec,
      format: plan.format,
      createdBy: caller.userId,
      createdAt,
    };
    if (buildsInline(total)) {
      const loaded = await deps.printFile.loadLabels(plan);
      refuseEmpty(loaded.plan);
      const built = await deps.printFile.build(base, loaded.plan, ctx, loaded.bodies);
      const job: PrintJobRecord = {
        ...base,
        state: 'ready',
        done: built.units,
        total: built.units,
        skipped: loaded.plan.skipped,
        fileKey: built.fileKey,
        fileName: built.fileName,
        pageCount: built.pageCount,
      };
      await deps.jobs.create(job);
      return viewWithLink(job, deps.files, at);
    }
    const job: PrintJobRecord = { ...base, state: 'queued', done: 0, total, skipped: plan.skipped };
    await deps.jobs.create(job);
    try {
      await deps.queue.send({ accountId: caller.accountId, jobId });
    } catch {
      // The job is kept, failed, so its id never reads as waiting; the merchant simply asks again.
      await deps.jobs.markFailed(caller.accountId, jobId, PRINT_JOB_FAILED);
      throw new ServiceUnavailableError(PRINT_QUEUE_BUSY);
    }
    return printJobView(job);
  };
}
