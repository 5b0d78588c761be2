import type { PrintFormat, PrintJobSpec, SkippedOrderView } from '#api/printing';
import { printJobExpiry } from '#domain/printing/print-job.rules';
import type { PrintJobRecord, PrintJobStore } from '#domain/printing/ports';
import { conditionHeld } from '#lib/db/condition-failure';
import { PrintJobEntity } from '../db/print-job.entity';
import { onTable } from '#lib/db/table';

export const dynamoPrintJobStore: PrintJobStore = {
  async create(job) {
    await onTable(PrintJobEntity)
      .create({
        accountId: job.accountId,
        jobId: job.jobId,
        spec: job.spec,
        state: job.state,
        format: job.format,
        done: job.done,
        total: job.total,
        skipped: job.skipped,
        ...(job.fileKey ? { fileKey: job.fileKey } : {}),
        ...(job.fileName ? { fileName: job.fileName } : {}),
        ...(job.pageCount !== undefined ? { pageCount: job.pageCount } : {}),
        ...(job.message ? { message: job.message } : {}),
        createdBy: job.createdBy,
        createdAt: job.createdAt,
        expiresAt: printJobExpiry(job.createdAt),
      })
      .go();
  },

  async get(accountId, jobId) {
    const { data } = await onTable(PrintJobEntity).get({ accountId, jobId }).go();
    if (!data) return undefined;
    return {
      accountId: data.accountId,
      jobId: data.jobId,
      spec: data.spec as PrintJobSpec,
      state: data.state,
      format: data.format as PrintFormat,
      done: data.done,
      total: data.total,
      skipped: (data.skipped ?? []) as SkippedOrderView[],
      ...(data.fileKey ? { fileKey: data.fileKey } : {}),
      ...(data.fileName ? { fileName: data.fileName } : {}),
      ...(data.pageCount !== undefined ? { pageCount: data.pageCount } : {}),
      ...(data.message ? { message: data.message } : {}),
      createdBy: data.createdBy,
      createdAt: data.createdAt,
    } satisfies PrintJobRecord;
  },

  startBuilding(accountId, jobId, total, skipped) {
    return conditionHeld(() =>
      onTable(PrintJobEntity)
        .patch({ accountId, jobId })
        .set({ state: 'building', done: 0, total, skipped })
        .where((a, { eq }) => `${eq(a.state, 'queued')} OR ${eq(a.state, 'building')}`)
        .go(),
    );
  },

  async progress(accountId, jobId, done) {
    await conditionHeld(() =>
      onTable(PrintJobEntity)
        .patch({ accountId, jobId })
        .set({ done })
        .where((a, { eq }) => eq(a.state, 'building'))
        .go(),
    );
  },

  async markReady(accountId, jobId, result) {
    await conditionHeld(() =>
      onTable(PrintJobEntity)
        .patch({ accountId, jobId })
        .set({ state: 'ready', ...result })
        .where((a, { ne }) => `${ne(a.state, 'ready')} AND ${ne(a.state, 'failed')}`)
        .go(),
    );
  },

  async markFailed(accountId, jobId, message) {
    await conditionHeld(() =>
      onTable(PrintJobEntity)
        .patch({ accountId, jobId })
        .set({ state: 'failed', message })
        .where((a, { ne }) => ne(a.state, 'ready'))
        .go(),
    );
  },
};
