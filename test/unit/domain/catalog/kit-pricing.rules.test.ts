import { describe, expect, it } from 'vitest';
import { kitPriceCents } from '#domain/catalog/kit-pricing.rules';
import { toCents } from '#domain/money/cents.rules';

describe('orders §3 Kit: make-a-box SKUs are priced from their contents', () => {
  it.each([
    [
      'products only',
      {
        products: [
          { unitPriceCents: 4000, quantity: 1 },
          { unitPriceCents: 1234, quantity: 3 },
        ],
        packagings: [],
      },
      7702,
    ],
    [
      'products, packagings and the box',
      {
        products: [{ unitPriceCents: 4000, quantity: 1 }],
        packagings: [{ unitPriceCents: 125, quantity: 2 }],
        box: { unitPriceCents: 640, quantity: 1 },
      },
      4890,
    ],
    ['an empty kit', { products: [], packagings: [] }, 0],
    [
      'negative or broken lines count as nothing',
      {
        products: [
          { unitPriceCents: -500, quantity: 2 },
          { unitPriceCents: 300, quantity: Number.NaN },
        ],
        packagings: [],
      },
      0,
    ],
  ])('%s', (_name, contents, cents) => {
    expect(kitPriceCents(contents)).toBe(cents);
  });

  it('sums in cents, so ten 0.10 items are exactly 1.00', () => {
    expect(kitPriceCents({ products: [{ unitPriceCents: toCents(0.1), quantity: 10 }], packagings: [] })).toBe(100);
  });
});
