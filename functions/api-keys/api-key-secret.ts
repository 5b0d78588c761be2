import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RANDOM_BYTES } from '#domain/api-keys/api-key.rules';

/** How secrets are made and recognised; the use cases receive it so tests can pin a secret. */
export interface ApiKeySecrets {
  newSecret(): string;
  /** SHA-256, hex: what is stored and looked up. */
  hash(secret: string): string;
}

/**
 * 256 random bits need no slow hash (there is nothing to brute-force), and looking a key up by its
 * hash compares no secret in code, so no timing leak arises from a string comparison.
 */
export const cryptoApiKeySecrets: ApiKeySecrets = {
  newSecret: () => `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString('base64url')}`,
  hash: (secret) => createHash('sha256').update(secret, 'utf8').digest('hex'),
};
