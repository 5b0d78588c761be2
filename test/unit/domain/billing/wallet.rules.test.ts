import { describe, expect, it } from 'vitest';
import type { StoredRate } from '#api/shipping';
import {
  availableCents,
  insufficientFundsMessage,
  ledgerEffect,
  purchaseChargeOf,
  purchaseInvoice,
  purchaseTotalCents,
  refillInvoice,
  refundCreditInvoice,
} from '#domain/billing/wallet.rules';

const quote = (priceCents: number, charges: StoredRate['charges']) => ({ priceCents, charges });

describe('wallet rules (accounts §3 accountValue, §4 balance effects), integer cents', () => {
  it.each([
    [
      'balance less holds and the minimum threshold',
      { balanceCents: 10_000, heldCents: 2_500, minimumThresholdCents: 1_000 },
      6_500,
    ],
    ['never below zero', { balanceCents: 1_000, heldCents: 2_500, minimumThresholdCents: 0 }, 0],
    ['the default threshold is 0', { balanceCents: 300, heldCents: 0, minimumThresholdCents: 0 }, 300],
  ])('available: %s', (_, wallet, expected) => {
    expect(availableCents(wallet)).toBe(expected);
  });

  it('a quote splits into invoice amount, tier fee (platform_fee) and insurance premium; the total is its price', () => {
    const charge = purchaseChargeOf(
      quote(1_599, [
        { kind: 'base', label: 'Base', amountCents: 1_279 },
        { kind: 'insurance', label: 'Insurance', amountCents: 300 },
        { kind: 'platform_fee', label: 'Label fee', amountCents: 20 },
      ]),
    );
    expect(charge).toEqual({ amountCents: 1_579, tierFeeCents: 20, insurancePremiumCents: 300 });
    expect(purchaseTotalCents(charge)).toBe(1_599);
  });

  it('accounts §4 shipment purchase: the ledger amount is −(amount + tier fee)', () => {
    const invoice = purchaseInvoice({ amountCents: 1_230, tierFeeCents: 20, insurancePremiumCents: 0 });
    expect(invoice.type).toBe('shipment_purchase');
    expect(ledgerEffect(5_000, invoice)).toEqual({ amountCents: -1_250, balanceAfterCents: 3_750 });
  });

  it('accounts §4 credit: a refund adds amount plus tier fee back, the whole debit', () => {
    const invoice = refundCreditInvoice({ amountCents: 1_230, tierFeeCents: 20 });
    expect(invoice.type).toBe('credit');
    expect(ledgerEffect(3_750, invoice)).toEqual({ amountCents: 1_250, balanceAfterCents: 5_000 });
  });

  it('accounts §4 account refill: adds the amount after fee (or the amount)', () => {
    expect(ledgerEffect(0, refillInvoice(10_000))).toEqual({ amountCents: 10_000, balanceAfterCents: 10_000 });
    expect(ledgerEffect(100, refillInvoice(10_000, 300))).toEqual({ amountCents: 9_700, balanceAfterCents: 9_800 });
  });

  it('a ledger of purchases, refunds and refills sums to the balance it leaves (balance == sum(entries))', () => {
    const invoices = [
      refillInvoice(10_000),
      purchaseInvoice({ amountCents: 1_230, tierFeeCents: 20, insurancePremiumCents: 0 }),
      purchaseInvoice({ amountCents: 999, tierFeeCents: 99, insurancePremiumCents: 0 }),
      refundCreditInvoice({ amountCents: 999, tierFeeCents: 99 }),
      refillInvoice(2_500, 75),
    ];
    let balance = 0;
    let sum = 0;
    for (const invoice of invoices) {
      const { amountCents, balanceAfterCents } = ledgerEffect(balance, invoice);
      sum += amountCents;
      balance = balanceAfterCents;
      expect(Number.isInteger(amountCents)).toBe(true);
    }
    expect(balance).toBe(sum);
    expect(balance).toBe(10_000 - 1_250 + 2_425);
  });

  it('the 402 names what the labels cost, what is available and the shortfall', () => {
    expect(insufficientFundsMessage(3_750, 1_000)).toBe(
      'Insufficient funds: these labels cost $37.50 and $10.00 is available. Add at least $27.50 to your balance in Billing.',
    );
  });
});
