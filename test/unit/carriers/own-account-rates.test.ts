import { describe, expect, it } from 'vitest';
import type { RateQuote } from '#domain/carriers/carrier.models';
import {
  ownAccountDiscount,
  ownAccountQuote,
  quoteCostCents,
  withOwnAccountQuotes,
} from '#domain/carriers/sandbox-rating.rules';
import { purchaseChargeOf, purchaseInvoice, walletChargeCents } from '#domain/billing/wallet.rules';
import type { StoredRate } from '#api/shipping';

const quote = (over: Partial<RateQuote> = {}): RateQuote => ({
  rateId: 'rate_1',
  carrier: 'UPS',
  service: 'Ground',
  charges: [
    { kind: 'base', label: 'Base', costCents: 900, sellCents: 900 },
    { kind: 'fuel', label: 'Fuel', costCents: 100, sellCents: 100 },
  ],
  listCents: 1_600,
  billableWeightLb: 2,
  transitDays: 3,
  estimatedDeliveryDate: '2026-12-01',
  ...over,
});

describe('own carrier account quotes (sandbox)', () => {
  it('discounts the list price 5–25 %, stable per account, under its own rate id', () => {
    for (const id of ['a', 'b', 'c', 'carrier-account-1']) {
      const d = ownAccountDiscount(id);
      expect(d).toBeGreaterThanOrEqual(0.05);
      expect(d).toBeLessThanOrEqual(0.25);
      expect(ownAccountDiscount(id)).toBe(d);
      const own = ownAccountQuote(quote(), id);
      expect(own.carrierAccountId).toBe(id);
      expect(own.rateId).not.toBe('rate_1');
      expect(Math.abs(quoteCostCents(own) - 1_600 * (1 - d))).toBeLessThanOrEqual(2);
    }
  });

  it('adds one quote per service of the connected carrier only', () => {
    const quotes = [quote(), quote({ rateId: 'rate_2', carrier: 'FedEx', service: 'FEDEX_GROUND' })];
    const all = withOwnAccountQuotes(quotes, [
      { carrierAccountId: 'ca', carrier: 'UPS', description: 'Mine', reference: 'ca_sbx' },
    ]);
    expect(all).toHaveLength(3);
    expect(all.filter((q) => q.carrierAccountId === 'ca').map((q) => q.carrier)).toEqual(['UPS']);
    expect(withOwnAccountQuotes(quotes, undefined)).toEqual(quotes);
  });
});

const storedRate = (priceCents: number, feeCents: number) =>
  ({
    priceCents,
    charges: [
      { kind: 'base', label: 'Base', amountCents: priceCents - feeCents },
      { kind: 'platform_fee', label: 'Label fee', amountCents: feeCents },
    ],
  }) as Pick<StoredRate, 'priceCents' | 'charges' | 'carrierAccountId'>;

describe('what the wallet pays', () => {
  it('Shipdeck’s rate: the price; an own account’s: the label fee, with isVndrRate false', () => {
    const platform = storedRate(1_250, 20);
    expect(walletChargeCents(platform)).toBe(1_250);
    expect(purchaseInvoice(purchaseChargeOf(platform), platform).isVndrRate).toBe(true);
    const own = { ...platform, carrierAccountId: 'ca' };
    expect(purchaseChargeOf(own)).toEqual({ amountCents: 0, tierFeeCents: 20, insurancePremiumCents: 0 });
    expect(walletChargeCents(own)).toBe(20);
    expect(purchaseInvoice(purchaseChargeOf(own), own)).toMatchObject({ amount: 0, tierFee: 20, isVndrRate: false });
  });
});
