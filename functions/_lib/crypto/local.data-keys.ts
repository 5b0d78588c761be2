import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { contextBytes, type DataKeyService } from './data-keys';

/**
 * The key service on this machine: data keys wrapped with a 256-bit master key the local runtime holds
 * (AES-256-GCM, the context authenticated), as KMS wraps them with a key that never leaves it. A real
 * encryption: a table item copied elsewhere opens only with this master key.
 */
export function makeLocalDataKeys(masterKey: Uint8Array): DataKeyService {
  if (masterKey.length !== 32) throw new Error('The local credentials key must be 32 bytes');
  return {
    async generateDataKey(context) {
      const plaintext = randomBytes(32);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv).setAAD(contextBytes(context));
      const wrapped = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return { plaintext, encrypted: Buffer.concat([iv, cipher.getAuthTag(), wrapped]) };
    },
    async decryptDataKey(encrypted, context) {
      const bytes = Buffer.from(encrypted);
      const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, 12)).setAAD(contextBytes(context));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    },
  };
}
