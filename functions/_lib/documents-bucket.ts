import { s3Client } from './clients';
import { config } from './config';
import { makeS3LabelFiles } from './s3-files';

/** The documents bucket (labels, print jobs, invoices), read on first use. */
export function documentsBucket(): string {
  const bucket = config().DOCUMENTS_BUCKET;
  if (!bucket) throw new Error('DOCUMENTS_BUCKET is not set: this function has no access to the documents bucket');
  return bucket;
}

/** Files in the documents bucket: put, get and presigned links. */
export const documentFiles = /* @__PURE__ */ makeS3LabelFiles(s3Client, documentsBucket);
