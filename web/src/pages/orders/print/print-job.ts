import type { PrintJobRequest, PrintJobView } from '#api/printing';
import type { PrintingApi } from '#web/api/printing-api';
import { pollUntilDone, type PollOptions } from '#web/lib/poll';
import { jobFinished } from './print-view';

export interface PrintRun extends Omit<PollOptions<PrintJobView>, 'cancelled'> {
  /** Aborts the request under way and stops polling (the page went away, a newer job began). */
  signal?: AbortSignal;
}

/**
 * Starts a print job (POST /api/v1/print-jobs) and, unless it was built inline (201, ready), polls
 * it every second until it is ready or failed. Not a hook, so the grid, the editor and the tests share it.
 */
export function runPrintJob(
  api: Pick<PrintingApi, 'create' | 'get'>,
  request: PrintJobRequest,
  { signal, ...run }: PrintRun,
): Promise<PrintJobView> {
  return pollUntilDone(
    () => api.create(request, signal),
    (job) => api.get(job.jobId, signal),
    jobFinished,
    { ...run, cancelled: () => signal?.aborted ?? false },
  );
}
