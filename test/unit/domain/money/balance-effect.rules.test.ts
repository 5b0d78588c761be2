import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIRECT_DEBIT_FAILURE_FEE_CENTS,
  INVOICE_TYPES,
  balanceAfterInvoice,
  balanceEffect,
  balanceRow,
  balanceRows,
  type BalanceInvoice,
} from '#domain/money/balance-effect.rules';
import { centsToDollarText, formatCents, formatDollars, fromCents, toCents } from '#domain/money/cents.rules';

describe('balance effect by invoice type (accounts §4)', () => {
  it.each<[string, BalanceInvoice, number]>([
    ['credit adds amount plus tier fee', { type: 'credit', amount: 1000, tierFee: 50 }, 11050],
    ['claim adds amount plus tier fee', { type: 'claim', amount: 2500, tierFee: 0 }, 12500],
    ['shipment purchase subtracts amount plus tier fee', { type: 'shipment_purchase', amount: 899, tierFee: 40 }, 9061],
    ['debit subtracts the absolute amount', { type: 'debit', amount: -300 }, 9700],
    ['debit with positive amount', { type: 'debit', amount: 300 }, 9700],
    ['accessorial subtracts the charge', { type: 'accessorial', amount: 1200 }, 8800],
    ['freight accessorial subtracts the charge', { type: 'freight_accessorial', amount: 4500 }, 5500],
    ['subscription with an amount keeps the balance', { type: 'subscription', amount: 7900 }, 10000],
    ['subscription without an amount gives 0', { type: 'subscription' }, 0],
    ['account refill adds amount after fee', { type: 'account_refill', amount: 5000, amountAfterFee: 4850 }, 14850],
    ['account refill without after-fee adds amount', { type: 'account_refill', amount: 5000 }, 15000],
    [
      'direct-debit failure fee subtracted when flagged',
      { type: 'account_refill', amount: 5000, directDebitFailed: true },
      14500,
    ],
    ['missing tier fee counts as 0', { type: 'credit', amount: 100 }, 10100],
  ])('accounts §4: %s', (_n, invoice, after) => {
    expect(balanceAfterInvoice(10000, invoice)).toBe(after);
  });

  it('accounts §4/§9: the direct-debit failure fee is 500 cents', () => {
    expect(DIRECT_DEBIT_FAILURE_FEE_CENTS).toBe(500);
  });

  it('accounts §4: the minimum threshold is deducted from both before and after', () => {
    expect(balanceRow(10000, { type: 'shipment_purchase', amount: 1000, tierFee: 0 }, 2500)).toEqual({
      beforeCents: 7500,
      afterCents: 6500,
    });
    expect(
      balanceRows(
        0,
        [
          { type: 'credit', amount: 1000 },
          { type: 'shipment_purchase', amount: 400 },
        ],
        100,
      ),
    ).toEqual([
      { beforeCents: -100, afterCents: 900 },
      { beforeCents: 900, afterCents: 500 },
    ]);
  });

  const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
  const amount = fc.integer({ min: 0, max: 1_000_000 });

  it('accounts §4: integer cents in, integer cents out, for every invoice type', () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom(...INVOICE_TYPES),
        amount,
        amount,
        fc.boolean(),
        (balance, type, a, fee, failed) => {
          expect(
            Number.isInteger(
              balanceAfterInvoice(balance, { type, amount: a, tierFee: fee, directDebitFailed: failed }),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('accounts §4: a credit then an equal shipment purchase returns to the start', () => {
    fc.assert(
      fc.property(cents, amount, amount, (balance, a, fee) => {
        const afterCredit = balanceAfterInvoice(balance, { type: 'credit', amount: a, tierFee: fee });
        expect(balanceAfterInvoice(afterCredit, { type: 'shipment_purchase', amount: a, tierFee: fee })).toBe(balance);
      }),
    );
  });

  it('accounts §4: charges never raise the balance, credits never lower it', () => {
    fc.assert(
      fc.property(cents, amount, amount, (balance, a, fee) => {
        for (const type of ['shipment_purchase', 'debit', 'accessorial', 'freight_accessorial'] as const) {
          expect(balanceEffect(balance, { type, amount: a, tierFee: fee })).toBeLessThanOrEqual(0);
        }
        for (const type of ['credit', 'claim', 'account_refill'] as const) {
          expect(balanceEffect(balance, { type, amount: a, tierFee: fee })).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('accounts §4: the failure fee lowers any invoice by exactly 500', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...INVOICE_TYPES), amount, (balance, type, a) => {
        const plain = balanceAfterInvoice(balance, { type, amount: a });
        expect(balanceAfterInvoice(balance, { type, amount: a, directDebitFailed: true })).toBe(plain - 500);
      }),
    );
  });

  it('accounts §4: the threshold shifts before and after equally, keeping the effect', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...INVOICE_TYPES), amount, fc.nat(100_000), (balance, type, a, threshold) => {
        const row = balanceRow(balance, { type, amount: a }, threshold);
        expect(row.afterCents - row.beforeCents).toBe(balanceEffect(balance, { type, amount: a }));
      }),
    );
  });
});

describe('integer cents (docs/architecture.md §3.7)', () => {
  it.each([
    [1, 100],
    [0.99, 99],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-5, -500],
    [0, 0],
  ])('%s dollars → %s cents', (d, c) => {
    expect(toCents(d)).toBe(c);
  });

  it('cents survive a round trip through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
  });

  it.each([
    [123456, '$1,234.56'],
    [-500, '-$5.00'],
    [5, '$0.05'],
    [0, '$0.00'],
  ])('formats %s as %s', (c, text) => {
    expect(formatCents(c)).toBe(text);
  });

  it.each([
    [12.5, '$12.50'],
    [1.005, '$1.01'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
  ])('shows %s dollars as %s', (d, text) => {
    expect(formatDollars(d)).toBe(text);
  });

  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
  ])('puts %s cents in a dollar input as %s', (c, text) => {
    expect(centsToDollarText(c)).toBe(text);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});
