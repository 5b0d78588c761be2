import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ClaimDocumentFiles } from '#domain/claims/ports';

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

/** A file name as a Content-Disposition value keeps: no quotes, backslashes or control characters. */
const safeFileName = (name: string) => [...name].map((c) => (c < ' ' || c === '"' || c === '\\' ? '_' : c)).join('');

/**
 * Claim documents in the documents bucket: the browser POSTs the file straight to S3 under a policy that only
 * accepts the declared content type and at most the declared size; the confirm reads its first bytes.
 */
export function makeS3ClaimDocumentFiles(client: () => S3Client, bucket: () => string): ClaimDocumentFiles {
  return {
    async presignUpload(key, contentType, maxBytes, expiresInSeconds) {
      const { url, fields } = await createPresignedPost(client(), {
        Bucket: bucket(),
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url, fields, expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
    },

    async head(key, length) {
      try {
        const head = await client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
        const res = await client().send(
          new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${Math.max(0, length - 1)}` }),
        );
        const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
        return { bytes: bytes.subarray(0, length), sizeBytes: head.ContentLength ?? bytes.length };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    presignGet(key, expiresInSeconds, fileName) {
      return getSignedUrl(
        client(),
        new GetObjectCommand({
          Bucket: bucket(),
          Key: key,
          ResponseContentDisposition: `inline; filename="${safeFileName(fileName)}"`,
        }),
        { expiresIn: expiresInSeconds },
      );
    },

    async remove(key) {
      // S3 answers 204 for a key that is not there: removing twice is no error.
      await client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
    },
  };
}
