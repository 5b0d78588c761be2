/**
 * API keys (accounts §6 access_api; orders §5 "API key mandatory"): what a custom store sends in
 * CUSTOM_STORE_API_KEY_HEADER to push its orders. The secret is shown once when made; the server
 * keeps only its SHA-256 and a short prefix the merchant recognises it by.
 */

/** Every secret starts with it, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'sdk_';
/** 32 random bytes, base64url without padding: 43 characters. */
export const API_KEY_RANDOM_BYTES = 32;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;
/** How much of the secret the list shows: the prefix and 8 characters (48 bits) of the random part. */
export const API_KEY_VISIBLE_CHARS = API_KEY_PREFIX.length + 8;
/** Active keys per account: one per integration is plenty; a cap keeps a leaked session from minting thousands. */
export const API_KEYS_PER_ACCOUNT_MAX = 10;
export const API_KEY_NAME_MAX = 60;

/** orders §5, worded as the spec words it: the header is missing or empty. */
export const API_KEY_MANDATORY = 'API key mandatory';
/** Ours: unknown, malformed or revoked key (one answer for all, so a caller learns nothing). */
export const API_KEY_INVALID = 'Invalid API key';
export const API_KEYS_LIMIT_REACHED = `An account can have at most ${API_KEYS_PER_ACCOUNT_MAX} active API keys; revoke one first`;

const SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** True for a string shaped like a key we issue; anything else is refused before it is hashed or looked up. */
export function isWellFormedApiKey(value: string): boolean {
  return SHAPE.test(value);
}

/** What the key list shows of a secret: `sdk_AbCdEfGh…`. */
export function visiblePrefixOf(secret: string): string {
  return secret.slice(0, API_KEY_VISIBLE_CHARS);
}

export type ApiKeyStatus = 'active' | 'revoked';

export function apiKeyStatus(key: { revokedAt?: string | null }): ApiKeyStatus {
  return key.revokedAt ? 'revoked' : 'active';
}

/** `lastUsedAt` is written at most this often per key: a busy integration is not a write per request. */
export const API_KEY_LAST_USED_RESOLUTION_MS = 60_000;

export function shouldRecordUse(lastUsedAt: string | null | undefined, now: Date): boolean {
  return !lastUsedAt || now.getTime() - Date.parse(lastUsedAt) >= API_KEY_LAST_USED_RESOLUTION_MS;
}
