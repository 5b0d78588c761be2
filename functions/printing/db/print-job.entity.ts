import { Entity } from '#lib/db/electrodb';
import { SERVICE_NAME, accountPartition, timestamps } from '#lib/db/common';

/**
 * One print job (a merged file of labels, packing slips, a pick list, manifests or order PDFs):
 * ACC#<a> / PRINTJOB#<jobId>. Read by id only (the dialog polls the job it made). `expiresAt` is
 * the table's TTL attribute: DynamoDB deletes the record a week after it was made.
 */
export const PrintJobEntity = new Entity({
  model: { entity: 'printJob', version: '1', service: SERVICE_NAME },
  attributes: {
    accountId: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true, readOnly: true },
    /** The parsed request: kind, orderIds and (documents) choice, labelSize, format. */
    spec: { type: 'any', required: true, readOnly: true },
    state: { type: ['queued', 'building', 'ready', 'failed'] as const, required: true },
    format: { type: ['pdf', 'zpl'] as const, required: true, readOnly: true },
    done: { type: 'number', required: true },
    total: { type: 'number', required: true },
    /** {orderId, orderNumber, reason}[] */
    skipped: { type: 'any', required: true },
    fileKey: { type: 'string' },
    fileName: { type: 'string' },
    pageCount: { type: 'number' },
    message: { type: 'string' },
    createdBy: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds (TTL). */
    expiresAt: { type: 'number', required: true, readOnly: true },
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', casing: 'none', composite: ['accountId'], template: accountPartition },
      sk: { field: 'sk', casing: 'none', composite: ['jobId'], template: 'PRINTJOB#${jobId}' },
    },
  },
});
