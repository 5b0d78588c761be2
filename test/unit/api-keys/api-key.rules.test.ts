import { describe, expect, it } from 'vitest';
import {
  API_KEY_LAST_USED_RESOLUTION_MS,
  API_KEY_LENGTH,
  apiKeyStatus,
  isWellFormedApiKey,
  shouldRecordUse,
  visiblePrefixOf,
} from '#domain/api-keys/api-key.rules';
import { cryptoApiKeySecrets } from '#functions/api-keys/api-key-secret';

describe('API key rules', () => {
  it('a new secret is sdk_ + 32 random bytes in base64url, well formed, different every time', () => {
    const a = cryptoApiKeySecrets.newSecret();
    const b = cryptoApiKeySecrets.newSecret();
    expect(a).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(a).toHaveLength(API_KEY_LENGTH);
    expect(a).not.toBe(b);
    expect(isWellFormedApiKey(a)).toBe(true);
  });

  it.each([
    ['', false],
    ['sdk_', false],
    ['sk_live_' + 'a'.repeat(43), false],
    ['sdk_' + 'a'.repeat(42), false],
    ['sdk_' + 'a'.repeat(44), false],
    ['sdk_' + 'a'.repeat(42) + '=', false],
    [' sdk_' + 'a'.repeat(43), false],
    ['sdk_' + 'a'.repeat(43), true],
  ])('isWellFormedApiKey(%j) is %s', (value, expected) => {
    expect(isWellFormedApiKey(value)).toBe(expected);
  });

  it('stores a SHA-256 (hex) and shows only the prefix and 8 characters', () => {
    const secret = 'sdk_' + 'Ab-_'.repeat(10) + 'xyz';
    expect(cryptoApiKeySecrets.hash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(cryptoApiKeySecrets.hash(secret)).toBe(cryptoApiKeySecrets.hash(secret));
    expect(visiblePrefixOf(secret)).toBe('sdk_Ab-_Ab-_');
  });

  it('status and last-used resolution', () => {
    expect(apiKeyStatus({ revokedAt: null })).toBe('active');
    expect(apiKeyStatus({ revokedAt: '2026-11-23T10:00:00.000Z' })).toBe('revoked');
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(shouldRecordUse(null, now)).toBe(true);
    expect(shouldRecordUse(new Date(now.getTime() - API_KEY_LAST_USED_RESOLUTION_MS + 1).toISOString(), now)).toBe(
      false,
    );
    expect(shouldRecordUse(new Date(now.getTime() - API_KEY_LAST_USED_RESOLUTION_MS).toISOString(), now)).toBe(true);
  });
});
