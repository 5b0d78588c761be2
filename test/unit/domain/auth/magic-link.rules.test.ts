import { describe, expect, it } from 'vitest';
import {
  MAGIC_LINK_TOKEN_PATTERN,
  MAGIC_LINK_TTL_MINUTES,
  hashMagicLinkToken,
  isAllowedLinkOrigin,
  magicLinkEmail,
  magicLinkSignsIn,
  magicLinkUrl,
  newMagicLinkToken,
  newStoredMagicLink,
  parseMagicLinkFragment,
} from '#domain/auth/magic-link.rules';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('magic links (accounts §4 Authentication: password or magic link)', () => {
  it('a token is 32 random bytes in base64url, a new one each time', () => {
    const a = newMagicLinkToken();
    const b = newMagicLinkToken();
    expect(a).toMatch(MAGIC_LINK_TOKEN_PATTERN);
    expect(b).toMatch(MAGIC_LINK_TOKEN_PATTERN);
    expect(a).not.toBe(b);
    expect(newMagicLinkToken((bytes) => bytes.fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('only the SHA-256 of the token is stored, with the normalized email and a 15-minute limit', async () => {
    const token = newMagicLinkToken();
    const stored = await newStoredMagicLink(' Maker@Example.COM ', token, NOW);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).toBe(await hashMagicLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.email).toBe('maker@example.com');
    expect(MAGIC_LINK_TTL_MINUTES).toBe(15);
    expect(stored.validUntil).toBe(at(15).toISOString());
  });

  it('the hash is SHA-256 (a known vector)', async () => {
    expect(await hashMagicLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['within 15 minutes, same email (any case)', 'MAKER@example.com', 14.9, true],
    ['at the limit', 'maker@example.com', 15, false],
    ['after the limit', 'maker@example.com', 16, false],
    ['another email', 'other@example.com', 1, false],
  ])('signs in: %s', async (_case, email, minutes, expected) => {
    const stored = await newStoredMagicLink('maker@example.com', newMagicLinkToken(), NOW);
    expect(magicLinkSignsIn(stored, email, at(minutes))).toBe(expected);
  });

  it('a link the store no longer has (used, never issued) signs nobody in', () => {
    expect(magicLinkSignsIn(undefined, 'maker@example.com', NOW)).toBe(false);
  });

  it('the link carries email and token in the fragment, and the page reads them back', () => {
    const token = newMagicLinkToken();
    const url = magicLinkUrl('https://app.example.com/', 'Maker@Example.com', token);
    expect(url.startsWith('https://app.example.com/magic-link#')).toBe(true);
    expect(url.split('#')[0]).not.toContain(token);
    expect(parseMagicLinkFragment(new URL(url).hash)).toEqual({ email: 'maker@example.com', token });
  });

  it.each(['', '#email=a@b.co', '#token=abc&email=a@b.co', `#email=&token=${'a'.repeat(43)}`])(
    'a fragment that is not a link is refused: %s',
    (hash) => {
      expect(parseMagicLinkFragment(hash)).toBeUndefined();
    },
  );

  it.each([
    ['https://d1234.cloudfront.net', true],
    ['https://a.b.cloudfront.net', false],
    ['http://d1234.cloudfront.net', false],
    ['https://cloudfront.net', false],
    ['https://app.shipdeck.example', true],
    ['https://app.shipdeck.example.evil.com', false],
    ['https://evil.com', false],
    ['not a url', false],
    ['https://app.shipdeck.example/path', false],
  ])('link origin %s allowed: %s', (origin, expected) => {
    expect(isAllowedLinkOrigin(origin, ['https://*.cloudfront.net', 'https://app.shipdeck.example'])).toBe(expected);
  });

  it('the email says how long and how often the link works', () => {
    const mail = magicLinkEmail('https://app.example.com/magic-link#email=a%40b.co&token=x');
    expect(mail.subject).toBe('Your Shipdeck sign-in link');
    expect(mail.text).toContain('https://app.example.com/magic-link#email=a%40b.co&token=x');
    expect(mail.text).toContain('It works once, within 15 minutes.');
    expect(mail.html).toContain('href="https://app.example.com/magic-link#email=a%40b.co&amp;token=x"');
  });
});
