import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import type { DataKeyService } from './data-keys';

/**
 * The key service in AWS: GenerateDataKey (AES_256) under the stage's key and Decrypt of the stored form, both
 * with the item's encryption context (KMS refuses a Decrypt whose context differs, and logs it in CloudTrail).
 */
export function makeKmsDataKeys(client: () => KMSClient, keyId: () => string): DataKeyService {
  return {
    async generateDataKey(context) {
      const out = await client().send(
        new GenerateDataKeyCommand({ KeyId: keyId(), KeySpec: 'AES_256', EncryptionContext: { ...context } }),
      );
      if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS answered GenerateDataKey without a key');
      return { plaintext: out.Plaintext, encrypted: out.CiphertextBlob };
    },
    async decryptDataKey(encrypted, context) {
      const out = await client().send(
        new DecryptCommand({ KeyId: keyId(), CiphertextBlob: encrypted, EncryptionContext: { ...context } }),
      );
      if (!out.Plaintext) throw new Error('KMS answered Decrypt without a key');
      return out.Plaintext;
    },
  };
}
