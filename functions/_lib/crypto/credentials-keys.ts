import { KMSClient } from '@aws-sdk/client-kms';
import * as z from 'zod';
import type { DataKeyService } from './data-keys';
import { makeKmsDataKeys } from './kms.data-keys';
import { makeLocalDataKeys } from './local.data-keys';

/** The stage's KMS key (set by CDK on the functions granted it). */
export const CREDENTIALS_KMS_KEY_ENV = 'CREDENTIALS_KMS_KEY_ID';
/** The local runtime's master key, base64 of 32 bytes (set by infra/local, kept in its data folder). */
export const LOCAL_CREDENTIALS_KEY_ENV = 'LOCAL_CREDENTIALS_KEY';

const envSchema = z.object({
  [CREDENTIALS_KMS_KEY_ENV]: z.string().min(1).optional(),
  [LOCAL_CREDENTIALS_KEY_ENV]: z.string().min(1).optional(),
});

let cached: DataKeyService | undefined;
let kms: KMSClient | undefined;

/**
 * The key service that seals stored credentials: KMS when the function was given the stage's key, else the local
 * runtime's master key. Neither is a configuration error, never a silent plaintext fallback.
 */
export function credentialsDataKeys(): DataKeyService {
  if (cached) return cached;
  const env = envSchema.parse(process.env);
  const keyId = env[CREDENTIALS_KMS_KEY_ENV];
  const local = env[LOCAL_CREDENTIALS_KEY_ENV];
  if (keyId)
    cached = makeKmsDataKeys(
      () => (kms ??= new KMSClient({})),
      () => keyId,
    );
  else if (local) cached = makeLocalDataKeys(Buffer.from(local, 'base64'));
  else throw new Error(`Stored credentials need ${CREDENTIALS_KMS_KEY_ENV} or ${LOCAL_CREDENTIALS_KEY_ENV}`);
  return cached;
}
