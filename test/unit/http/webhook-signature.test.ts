import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkHmacSignature, decodeDigest, hmacSha256, secretsEqual } from '#lib/http/webhook-signature';

const KEY = 'k3y';
const BODY = Buffer.from('{"id":1}');
const digest = createHmac('sha256', KEY).update(BODY).digest();

describe('webhook signature helper (shared by EasyPost and the store platforms)', () => {
  it('hmacSha256 hashes its parts in order, as one message', () => {
    expect(hmacSha256(KEY, 'https://x.test/h', BODY)).toEqual(
      createHmac('sha256', KEY)
        .update(Buffer.concat([Buffer.from('https://x.test/h'), BODY]))
        .digest(),
    );
  });

  it.each([
    { rule: 'well-formed base64 decodes to 32 bytes', text: digest.toString('base64'), encoding: 'base64', ok: true },
    { rule: 'surrounding spaces are trimmed', text: ` ${digest.toString('base64')} `, encoding: 'base64', ok: true },
    {
      rule: 'base64 without its padding is refused',
      text: digest.toString('base64').slice(0, 43),
      encoding: 'base64',
      ok: false,
    },
    {
      rule: 'base64url characters are refused',
      text: digest.toString('base64url') + '=',
      encoding: 'base64',
      ok: false,
    },
    { rule: 'well-formed hex decodes', text: digest.toString('hex'), encoding: 'hex', ok: true },
    { rule: 'hex of 31 bytes is refused', text: digest.toString('hex').slice(2), encoding: 'hex', ok: false },
    { rule: 'an empty value is refused', text: '', encoding: 'hex', ok: false },
  ] as const)('$rule', ({ text, encoding, ok }) => {
    const decoded = decodeDigest(text, encoding);
    expect(decoded === undefined ? false : decoded.equals(digest)).toBe(ok);
  });

  it.each([
    { rule: 'the right digest is valid', header: digest.toString('base64'), secret: KEY, expected: 'valid' },
    { rule: 'no header is missing', header: undefined, secret: KEY, expected: 'missing' },
    { rule: 'a blank header is missing', header: '  ', secret: KEY, expected: 'missing' },
    { rule: 'garbage is malformed', header: 'not a signature', secret: KEY, expected: 'malformed' },
    { rule: 'another key is a mismatch', header: digest.toString('base64'), secret: 'other', expected: 'mismatch' },
    {
      rule: 'an empty key never verifies',
      header: createHmac('sha256', '').update(BODY).digest('base64'),
      secret: '',
      expected: 'mismatch',
    },
  ])('$rule', ({ header, secret, expected }) => {
    expect(checkHmacSignature(header, 'base64', secret, BODY)).toBe(expected);
  });

  it('secretsEqual: equal strings only, whatever the lengths; an empty expected secret matches nothing', () => {
    expect(secretsEqual('s3cret', 's3cret')).toBe(true);
    expect(secretsEqual('s3cre', 's3cret')).toBe(false);
    expect(secretsEqual('s3crett', 's3cret')).toBe(false);
    expect(secretsEqual(undefined, 's3cret')).toBe(false);
    expect(secretsEqual('', '')).toBe(false);
  });
});
