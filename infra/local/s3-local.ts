import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import { LOCAL_CREDENTIALS, LOCAL_HOST } from './local-config';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Presigned URLs are opened and uploaded to straight from the web app's origin. */
const CORS_CONFIG = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * s3rver persisted under `directory`. It only accepts its own S3RVER key, so the runtime's dummy
 * key is registered too. Clients must use path style (an IP endpoint makes the SDK do so) and
 * WHEN_REQUIRED checksums: s3rver stores aws-chunked bodies verbatim otherwise.
 */
export async function startS3Local(opts: { port: number; directory: string; buckets: string[] }): Promise<S3Local> {
  mkdirSync(opts.directory, { recursive: true });
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const server = new S3rver({
    address: LOCAL_HOST,
    port: opts.port,
    silent: true,
    directory: opts.directory,
    vhostBuckets: false,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [CORS_CONFIG] })),
  });
  const { port } = await server.run();
  return { endpoint: `http://${LOCAL_HOST}:${port}`, stop: () => server.close() };
}
