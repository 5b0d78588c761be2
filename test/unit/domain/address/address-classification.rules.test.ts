import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADDRESS_TYPES,
  hasPoBox,
  isCanadianAddress,
  isInternational,
  isPuertoRicoAddress,
  isUkAddress,
  sanitizeClaimAddress,
  sanitizeClaimName,
} from '#domain/address/address-classification.rules';

describe('address classification (orders §9)', () => {
  it('orders §9: address types', () => {
    expect(ADDRESS_TYPES).toEqual(['None', 'Business', 'Residence', 'TradeShow']);
  });

  it.each([
    ['US', 'US', false],
    ['us', 'US', false],
    [undefined, 'US', false],
    ['US', undefined, false],
    [undefined, undefined, false],
    ['', 'us', false],
    ['US', 'CA', true],
    [undefined, 'GB', true],
    ['CA', undefined, true],
    ['US', 'PR', true],
  ] as const)('orders §9: %s → %s international %s (default us)', (origin, destination, expected) => {
    expect(isInternational(origin, destination)).toBe(expected);
  });

  it.each([
    [{ country: 'CA' }, true],
    [{ country: 'canada' }, true],
    [{ zip: 'K1A 0B1' }, true],
    [{ zip: 'k1a0b1' }, true],
    [{ country: 'US', zip: 'M5V 3L9' }, true],
    [{ country: 'US', zip: '10001' }, false],
    [{}, false],
  ])('orders §9: Canadian by country or zip pattern, %o → %s', (a, expected) => {
    expect(isCanadianAddress(a)).toBe(expected);
  });

  it.each([
    [{ country: 'GB' }, true],
    [{ country: 'UK' }, true],
    [{ zip: 'SW1A 1AA' }, true],
    [{ zip: 'EC1A1BB' }, true],
    [{ zip: 'K1A 0B1' }, false],
    [{ country: 'US', zip: '10001-1234' }, false],
  ])('orders §9: UK by country or zip pattern, %o → %s', (a, expected) => {
    expect(isUkAddress(a)).toBe(expected);
  });

  it.each([
    [{ country: 'PR' }, true],
    [{ country: 'pr' }, true],
    [{ country: 'US' }, false],
    [{}, false],
  ])('orders §9: Puerto Rico by country pr, %o → %s', (a, expected) => {
    expect(isPuertoRicoAddress(a)).toBe(expected);
  });

  it('orders §9: US zips are never Canadian or UK', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (zip) => {
        expect(isCanadianAddress({ zip })).toBe(false);
        expect(isUkAddress({ zip })).toBe(false);
      }),
    );
  });

  it.each([
    ['PO Box 123', true],
    ['P.O. Box 9', true],
    ['p o box 1', true],
    ['Post Office Box 4', true],
    ['12 Boxwood Ln', false],
    ['POBOX 12', true],
    ['Poe Boxer Rd', false],
  ])('orders §8: PO Box detection, %s → %s', (line, expected) => {
    expect(hasPoBox(line)).toBe(expected);
  });
});

describe('claim text sanitising (accounts §3, §5)', () => {
  it.each([
    ['12 Main St., Apt #4', '12 Main St Apt 4'],
    ['Unit_5 / Rear', 'Unit_5  Rear'],
    ['Calle Años 3', 'Calle Años 3'],
    [null, ''],
  ])('accounts §5: address %s → %s', (input, output) => {
    expect(sanitizeClaimAddress(input)).toBe(output);
  });

  it.each([
    ["O'Brien-Smith Jr.", 'OBrienSmith Jr'],
    ['Ann 2nd', 'Ann nd'],
    ['José Ñúñez', 'José Ñúñez'],
    [undefined, ''],
  ])('accounts §5: name %s → %s', (input, output) => {
    expect(sanitizeClaimName(input)).toBe(output);
  });

  it('accounts §5: sanitised text holds only allowed characters and sanitising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const a = sanitizeClaimAddress(s);
        const n = sanitizeClaimName(s);
        expect(a).toMatch(/^[\p{L}0-9_ ]*$/u);
        expect(n).toMatch(/^[\p{L} ]*$/u);
        expect(sanitizeClaimAddress(a)).toBe(a);
        expect(sanitizeClaimName(n)).toBe(n);
      }),
    );
  });
});
