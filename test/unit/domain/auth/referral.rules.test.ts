import { describe, expect, it } from 'vitest';
import { referralPartnerFromQuery } from '#domain/auth/referral.rules';

describe('?ref=<permalink> on the sign-up page (accounts §3 Signup referralPartner, §5 permalink max 40)', () => {
  it.each([
    ['acme-partners', 'acme-partners'],
    ['  cold.chain_co ', 'cold.chain_co'],
    ['a'.repeat(40), 'a'.repeat(40)],
    ['a'.repeat(41), ''],
    ['', ''],
    [null, ''],
    ['<script>', ''],
    ['two words', ''],
    ['-leading-dash', ''],
  ])('%s → %s', (value, expected) => {
    expect(referralPartnerFromQuery(value)).toBe(expected);
  });
});
