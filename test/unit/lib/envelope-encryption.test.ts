import { randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { isSealed, openJson, sealJson } from '#lib/crypto/data-keys';
import { makeKmsDataKeys } from '#lib/crypto/kms.data-keys';
import { makeLocalDataKeys } from '#lib/crypto/local.data-keys';

const secret = { accessToken: 'shpat_0123456789abcdef', refreshToken: 'EQAA-refresh', webhookSecret: 'whsec' };
const context = { accountId: 'acc-1', storeId: 'store-1', purpose: 'store-credentials' };

describe('envelope encryption: a data key per item, AES-256-GCM, the context bound', () => {
  const keys = makeLocalDataKeys(randomBytes(32));

  it('seals to ciphertext only and opens back equal', async () => {
    const sealed = await sealJson(keys, secret, context);
    expect(isSealed(sealed)).toBe(true);
    const stored = JSON.stringify(sealed);
    for (const value of Object.values(secret)) expect(stored).not.toContain(value);
    expect(await openJson(keys, sealed, context)).toEqual(secret);
    // A fresh data key and nonce each time: the same secret never seals the same twice.
    expect((await sealJson(keys, secret, context)).data).not.toBe(sealed.data);
  });

  it('refuses another item’s context, an altered ciphertext and another master key', async () => {
    const sealed = await sealJson(keys, secret, context);
    await expect(openJson(keys, sealed, { ...context, accountId: 'acc-2' })).rejects.toThrow();
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0]! ^= 1;
    await expect(openJson(keys, { ...sealed, data: flipped.toString('base64') }, context)).rejects.toThrow();
    await expect(openJson(makeLocalDataKeys(randomBytes(32)), sealed, context)).rejects.toThrow();
  });

  it('plaintext credentials are not mistaken for a sealed value', () => {
    expect(isSealed(secret)).toBe(false);
    expect(isSealed({ v: 1, alg: 'AES-256-GCM' })).toBe(false);
  });

  it('a master key of the wrong size is refused', () => {
    expect(() => makeLocalDataKeys(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('KMS data keys against KMS’s recorded answers', () => {
  const KEY_ARN = 'arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';

  it('GenerateDataKey AES_256 and Decrypt, both with the item’s encryption context', async () => {
    const kms = mockClient(KMSClient);
    const plaintext = randomBytes(32);
    const blob = randomBytes(184);
    // The shapes of KMS's GenerateDataKey and Decrypt responses (API reference), bytes as the SDK hands them.
    kms.on(GenerateDataKeyCommand).resolves({ KeyId: KEY_ARN, Plaintext: plaintext, CiphertextBlob: blob });
    kms.on(DecryptCommand).resolves({ KeyId: KEY_ARN, Plaintext: plaintext, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' });
    const keys = makeKmsDataKeys(
      () => new KMSClient({ region: 'us-east-1' }),
      () => KEY_ARN,
    );

    const sealed = await sealJson(keys, secret, context);
    expect(Buffer.from(sealed.key, 'base64').equals(blob)).toBe(true);
    expect(await openJson(keys, sealed, context)).toEqual(secret);

    const generate = kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input;
    expect(generate).toEqual({ KeyId: KEY_ARN, KeySpec: 'AES_256', EncryptionContext: context });
    const decrypt = kms.commandCalls(DecryptCommand)[0]!.args[0].input;
    expect(decrypt.EncryptionContext).toEqual(context);
    expect(Buffer.from(decrypt.CiphertextBlob!).equals(blob)).toBe(true);
    kms.restore();
  });

  it('an answer without a key is an error, never an unencrypted write', async () => {
    const kms = mockClient(KMSClient);
    kms.on(GenerateDataKeyCommand).resolves({ KeyId: KEY_ARN });
    const keys = makeKmsDataKeys(
      () => new KMSClient({ region: 'us-east-1' }),
      () => KEY_ARN,
    );
    await expect(sealJson(keys, secret, context)).rejects.toThrow(/without a key/);
    kms.restore();
  });
});
