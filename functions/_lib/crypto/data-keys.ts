import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod';

/**
 * Envelope encryption for secrets kept in the table (store tokens and keys): each item gets a fresh 256-bit data
 * key from the key service (KMS in AWS, a key the local runtime holds on this machine), the value is sealed with
 * it under AES-256-GCM, and only the data key's encrypted form is stored beside the ciphertext. The encryption
 * context names the item, so a sealed value copied to another account or store does not open.
 */
export type EncryptionContext = Readonly<Record<string, string>>;

/** The key service: a data key in both forms, and the plaintext back from the encrypted form. */
export interface DataKeyService {
  generateDataKey(context: EncryptionContext): Promise<{ plaintext: Uint8Array; encrypted: Uint8Array }>;
  decryptDataKey(encrypted: Uint8Array, context: EncryptionContext): Promise<Uint8Array>;
}

const b64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

/** A sealed value as stored: the encrypted data key, the GCM nonce and tag, and the ciphertext (base64). */
export const sealedValueSchema = z.object({
  v: z.literal(1),
  alg: z.literal('AES-256-GCM'),
  key: b64,
  iv: b64,
  tag: b64,
  data: b64,
});
export type SealedValue = z.output<typeof sealedValueSchema>;

export const isSealed = (value: unknown): value is SealedValue => sealedValueSchema.safeParse(value).success;

/** The context as additional authenticated data: keys sorted, so the same context always authenticates. */
export const contextBytes = (context: EncryptionContext) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export async function sealJson(keys: DataKeyService, value: unknown, context: EncryptionContext): Promise<SealedValue> {
  const { plaintext, encrypted } = await keys.generateDataKey(context);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', plaintext, iv).setAAD(contextBytes(context));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    v: 1,
    alg: 'AES-256-GCM',
    key: Buffer.from(encrypted).toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Opens a sealed value; throws when it was altered, or sealed under another context or key. */
export async function openJson(
  keys: DataKeyService,
  sealed: SealedValue,
  context: EncryptionContext,
): Promise<unknown> {
  const dataKey = await keys.decryptDataKey(Buffer.from(sealed.key, 'base64'), context);
  const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64')).setAAD(
    contextBytes(context),
  );
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text);
}
