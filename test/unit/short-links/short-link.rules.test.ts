import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  isShortCode,
  isShortLinkTarget,
  shortCodeInPath,
  shortCodeOf,
  shortLinkUrl,
  trackingTargetUrl,
} from '#domain/short-links/short-link.rules';

const site = { protocol: 'https:', port: '', origin: 'https://app.shipdeck.example' };

describe('short link codes (accounts §2 shortlink)', () => {
  it('are at least 8 characters of a URL-safe alphabet', () => {
    expect(SHORT_CODE_LENGTH).toBeGreaterThanOrEqual(8);
    const code = shortCodeOf((n) => randomBytes(n));
    expect(code).toHaveLength(SHORT_CODE_LENGTH);
    expect(isShortCode(code)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('draw every letter without bias: bytes past the last whole alphabet are redrawn', () => {
    // 248..255 would favour the first 8 letters; they are skipped, 0 and 61 map to the ends of the alphabet.
    const bytes = [255, 248, 0, 61, 62, 123, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
    const code = shortCodeOf((n) => Uint8Array.from(bytes.slice(0, n)));
    expect(code[0]).toBe(SHORT_CODE_ALPHABET[0]);
    expect(code[1]).toBe(SHORT_CODE_ALPHABET[61]);
    expect(code[2]).toBe(SHORT_CODE_ALPHABET[0]);
    expect(code[3]).toBe(SHORT_CODE_ALPHABET[61]);
  });

  it('a thousand codes from crypto randomness never repeat and spread over the alphabet', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => shortCodeOf((n) => randomBytes(n))));
    expect(codes.size).toBe(1000);
    const letters = new Set([...codes].join(''));
    expect(letters.size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it.each(['', 'short', 'AbCdEfGhIj1', 'AbCd-fGhIj', '../../etc1', 'https://x'])('%j is not a code', (value) => {
    expect(isShortCode(value)).toBe(false);
  });

  it('the link is /s/<code> on the site, and the page reads the code back from its path', () => {
    expect(shortLinkUrl('https://app.shipdeck.example/', 'AbCdEfGhIj')).toBe(
      'https://app.shipdeck.example/s/AbCdEfGhIj',
    );
    expect(shortCodeInPath('/s/AbCdEfGhIj')).toBe('AbCdEfGhIj');
    expect(shortCodeInPath('/s/AbCdEfGhIj/')).toBe('AbCdEfGhIj');
    expect(shortCodeInPath('/s/evil.example')).toBeUndefined();
    expect(shortCodeInPath('/calculator')).toBeUndefined();
  });
});

describe('where a link leads: only a tracking page of the merchant, never an arbitrary URL', () => {
  it("opens the tracking number on the merchant's subdomain of the tracking host", () => {
    expect(
      trackingTargetUrl(site, 'track.shipdeck.example', { subDomain: 'Demo-Foods', trackingCode: '1Z999AA1' }),
    ).toBe('https://demo-foods.track.shipdeck.example/track/1Z999AA1');
  });

  it("without a tracking host, the app's fallback page with the subdomain and number", () => {
    expect(trackingTargetUrl(site, undefined, { subDomain: 'demo-foods', trackingCode: '9400 1000' })).toBe(
      'https://app.shipdeck.example/tracking-page?subdomain=demo-foods&tracking=9400%201000',
    );
  });

  it.each([
    { subDomain: 'evil.example.com', trackingCode: '1Z999AA1' },
    { subDomain: 'www', trackingCode: '1Z999AA1' },
    { subDomain: 'demo-foods', trackingCode: 'https://evil.example' },
    { subDomain: 'demo-foods', trackingCode: '' },
    { subDomain: '', trackingCode: '1Z999AA1' },
  ])('refuses the target %j', (target) => {
    expect(isShortLinkTarget(target)).toBe(false);
    expect(trackingTargetUrl(site, 'track.shipdeck.example', target)).toBeUndefined();
  });
});
