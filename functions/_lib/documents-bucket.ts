import { GetObjectCommand } from '@aws-sdk/client-s3';
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

/**
 * One document's text, for a function that only reads what another wrote (it bundles no upload or
 * presigning); throws when there is none, or no bucket is configured (S3 refuses the missing name).
 */
export async function readDocumentText(key: string): Promise<string> {
  const res = await s3Client().send(new GetObjectCommand({ Bucket: config().DOCUMENTS_BUCKET, Key: key }));
  return res.Body!.transformToString();
}
