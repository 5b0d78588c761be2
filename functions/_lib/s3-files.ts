import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { RemovableFiles } from '#domain/labels/ports';

/** Label documents in the documents bucket; the bucket name is read on first use. */
export function makeS3LabelFiles(client: () => S3Client, bucket: () => string): RemovableFiles {
  return {
    async put(key, body, contentType) {
      await client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const res = await client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
        return res.Body ? await res.Body.transformToByteArray() : undefined;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there: removing twice is no error.
      await client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
    },
    presignGet(key, expiresInSeconds) {
      return getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
}
