import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '#infra/local/local-config';
import { freePort } from '#infra/local/preflight';
import { startS3Local, type S3Local } from '#infra/local/s3-local';

/**
 * s3rver as the runtime configures it (issue 2 §3 "S3"): a client built only from the
 * environment the runtime sets stores bytes intact, and presigned URLs open from the browser.
 */
let s3: S3Local;
let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shipdeck-s3-'));
  s3 = await startS3Local({ port: await freePort(), directory: dir, buckets: ['shipdeck-documents'] });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
});

afterAll(async () => {
  process.env = saved;
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 emulator', () => {
  it('issue 2 §3: a plain SDK client (env only) round-trips binary bytes and presigned URLs open cross-origin', async () => {
    const client = new S3Client({ region: 'us-east-1' });
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
    await client.send(
      new PutObjectCommand({
        Bucket: 'shipdeck-documents',
        Key: 'labels/a b.pdf',
        Body: bytes,
        ContentType: 'application/pdf',
      }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket: 'shipdeck-documents', Key: 'labels/a b.pdf' }));
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(bytes);

    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: 'shipdeck-documents', Key: 'labels/a b.pdf' }),
      { expiresIn: 300 },
    );
    // Path style on the IP endpoint, no virtual-host bucket name to resolve.
    expect(url.startsWith(`${s3.endpoint}/shipdeck-documents/`)).toBe(true);
    const res = await fetch(url, { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    client.destroy();
  });
});
