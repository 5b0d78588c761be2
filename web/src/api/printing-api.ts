import type { PrintJobRequest, PrintJobView } from '#api/printing';
import type { ApiClient } from './api-client';

const JOBS = '/api/v1/print-jobs';

/** The print routes of `shared/api/printing.ts`: start a print job, then read its progress and link. */
export function printingApi(client: ApiClient) {
  return {
    /** 201 with a `ready` job when built inline, 202 with a `queued` one otherwise. */
    create: (request: PrintJobRequest, signal?: AbortSignal): Promise<PrintJobView> =>
      client.post(JOBS, request, { signal }),
    get: (jobId: string, signal?: AbortSignal): Promise<PrintJobView> =>
      client.get(`${JOBS}/${encodeURIComponent(jobId)}`, { signal }),
  };
}

export type PrintingApi = ReturnType<typeof printingApi>;
