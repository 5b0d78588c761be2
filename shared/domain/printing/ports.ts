import type { PrintFormat, PrintJobSpec, PrintJobState, SkippedOrderView } from '#api/printing';

/** A print job as kept: what was asked, how far it got, and where its file is once ready. */
export interface PrintJobRecord {
  accountId: string;
  jobId: string;
  /** The request as parsed (server-owned fields never come from it). */
  spec: PrintJobSpec;
  state: PrintJobState;
  /** The file's format: a pick list is a PDF even when ZPL was chosen. */
  format: PrintFormat;
  done: number;
  total: number;
  skipped: SkippedOrderView[];
  fileKey?: string;
  fileName?: string;
  pageCount?: number;
  message?: string;
  createdBy: string;
  /** ISO instant; also the instant the job marks its documents printed, so a retry marks the same. */
  createdAt: string;
}

export interface PrintJobResult {
  fileKey: string;
  fileName: string;
  pageCount: number;
  done: number;
  total: number;
  skipped: SkippedOrderView[];
}

/** Print jobs in the table (one item per job, expiring a week after it was made). */
export interface PrintJobStore {
  create(job: PrintJobRecord): Promise<void>;
  get(accountId: string, jobId: string): Promise<PrintJobRecord | undefined>;
  /** queued or building → building, with the job's total; false when the job is ready, failed or gone. */
  startBuilding(accountId: string, jobId: string, total: number, skipped: SkippedOrderView[]): Promise<boolean>;
  /** The documents drawn so far, while building (no effect otherwise). */
  progress(accountId: string, jobId: string, done: number): Promise<void>;
  /** → ready with its file, unless it is ready already. */
  markReady(accountId: string, jobId: string, result: PrintJobResult): Promise<void>;
  /** → failed with the merchant's message, unless it is ready. */
  markFailed(accountId: string, jobId: string, message: string): Promise<void>;
}

/** The message the print-documents queue carries. */
export interface PrintJobMessage {
  accountId: string;
  jobId: string;
}

export interface PrintJobQueue {
  send(message: PrintJobMessage): Promise<void>;
}
