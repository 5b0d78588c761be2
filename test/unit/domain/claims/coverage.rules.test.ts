import { describe, expect, it } from 'vitest';
import type { RateQuote } from '#domain/carriers/carrier.models';
import { carrierOptionsOf, optionsOf } from '#domain/carriers/rate-request.rules';
import { purchaseChargeOf, purchaseInvoice } from '#domain/billing/wallet.rules';
import {
  COVERAGE_CHANGED_SINCE_RATING,
  coverageBlocker,
  coveragePolicyId,
  coverageProblem,
  coverageQuoteOf,
  coverageRecordOf,
  declaredCoverageCents,
  fullCoveragePremiumCents,
} from '#domain/claims/coverage.rules';
import { FULL_COVERAGE_TARIFF } from '#domain/claims/full-coverage-tariff.constants';
import { presentQuotes } from '#domain/rates/rate-shop.rules';
import { rateSettingsSchema } from '#domain/settings/rate-settings.schema';
import { shipmentSchema } from '#domain/shipments/shipment.schema';

const tariff = { ...FULL_COVERAGE_TARIFF, perHundredCents: 95, minimumCents: 250, maxDeclaredCents: 2_500_000 };

describe('full coverage pricing (sandbox tariff: per $100 or part, with a minimum)', () => {
  it.each([
    ['nothing declared: no premium', 0, 0],
    ['$1 declared: the minimum', 100, 250],
    ['$200 declared: 2 × 95¢ is under the minimum', 20_000, 250],
    ['$300 declared: exactly 3 × 95¢ = $2.85', 30_000, 285],
    ['$300.01 declared: a part of $100 counts whole (4 × 95¢)', 30_001, 380],
    ['$1,000 declared: 10 × 95¢', 100_000, 950],
  ])('%s', (_name, declaredCents, premium) => {
    expect(fullCoveragePremiumCents(declaredCents, tariff)).toBe(premium);
  });

  it('the tariff is sandbox data with its source and insurer', () => {
    expect(FULL_COVERAGE_TARIFF).toMatchObject({ sandbox: true, source: expect.stringContaining('sandbox') });
    expect(FULL_COVERAGE_TARIFF.insurer).not.toBe('');
  });

  it('orders §3 options: only an active full coverage with an amount declares a value (dollars → cents)', () => {
    expect(declaredCoverageCents({ carrierInsuranceAmountActive: true, carrierInsuranceAmount: 150.5 })).toBe(15_050);
    expect(declaredCoverageCents({ carrierInsuranceAmountActive: false, carrierInsuranceAmount: 150 })).toBe(0);
    expect(declaredCoverageCents({ carrierInsuranceAmountActive: true, carrierInsuranceAmount: 0 })).toBe(0);
    expect(declaredCoverageCents(null)).toBe(0);
    expect(coverageQuoteOf({ carrierInsuranceAmountActive: true, carrierInsuranceAmount: 500 }, tariff)).toEqual({
      declaredCents: 50_000,
      premiumCents: 475,
    });
  });

  it('a declared value above the ceiling cannot be covered', () => {
    expect(coverageProblem(2_500_000, tariff)).toBeUndefined();
    expect(coverageProblem(2_500_001, tariff)).toBe('Full Coverage cannot be greater than $25,000.00 per shipment');
  });

  it('the carrier is not asked for its declared value: full coverage is Shipdeck’s insurance', () => {
    const s = shipmentSchema.parse({
      products: [],
      options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 200, saturdayDelivery: true },
    });
    expect(optionsOf(s, {})).toContainEqual({ kind: 'insurance', amountCents: 20_000 });
    expect(carrierOptionsOf(s, {})).toEqual([{ kind: 'saturday_delivery' }]);
  });
});

const carrierQuote = (over: Partial<RateQuote> = {}): RateQuote => ({
  rateId: 'r-ground',
  carrier: 'UPS',
  service: 'Ground',
  charges: [{ kind: 'base', label: 'Base', costCents: 1000, sellCents: 1000 }],
  listCents: 1500,
  billableWeightLb: 5,
  zone: 5,
  transitDays: 3,
  estimatedDeliveryDate: '2026-11-27',
  ...over,
});
const pricing = {
  settings: rateSettingsSchema.parse({ userMarkup: { active: true, value: 10, units: 'percent' } }),
  labelFeeCents: 20,
  shipDate: { year: 2026, month: 11, day: 24 },
};

describe('a covered quote and its invoice (accounts §3 Invoice insurancePremium)', () => {
  it('the premium is its own line, never marked up, in the price; the quote names what it covers', () => {
    const [q] = presentQuotes([carrierQuote()], pricing, { declaredCents: 50_000, premiumCents: 475 });
    expect(q!.charges).toContainEqual({ kind: 'insurance', label: 'Full coverage', amountCents: 475 });
    expect(q!.priceCents).toBe(1100 + 475 + 20);
    expect(q!.coveredCents).toBe(50_000);
    const [plain] = presentQuotes([carrierQuote()], pricing);
    expect(plain!.priceCents).toBe(1120);
    expect(plain!.coveredCents).toBeUndefined();
  });

  it('the label invoice carries the premium as insurancePremium, inside the amount the wallet pays', () => {
    const [q] = presentQuotes([carrierQuote()], pricing, { declaredCents: 50_000, premiumCents: 475 });
    const invoice = purchaseInvoice(purchaseChargeOf(q!), q!);
    expect(invoice).toMatchObject({ amount: 1575, tierFee: 20, insurancePremium: 475 });
  });

  it('an own carrier account’s quote: the carrier bills the postage, the wallet still pays the premium and the fee', () => {
    const [q] = presentQuotes([carrierQuote({ carrierAccountId: 'ca_1' })], pricing, {
      declaredCents: 50_000,
      premiumCents: 475,
    });
    expect(purchaseChargeOf(q!)).toEqual({ amountCents: 475, tierFeeCents: 20, insurancePremiumCents: 475 });
  });
});

describe('buying a covered label', () => {
  const order = (over: Record<string, unknown> = {}) => ({
    orderNumber: 'A-1',
    hasShipfareProtection: false,
    orderValue: 120,
    shipments: [{ options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 100 } }],
    ...over,
  });
  const shipment = { options: { carrierInsuranceAmountActive: true, carrierInsuranceAmount: 100 } };

  it('orders §5 protection: total coverage must exceed the order value (the spec’s message)', () => {
    expect(coverageBlocker(order({ hasShipfareProtection: true }), shipment, { coveredCents: 10_000 })).toBe(
      'Total Order Full Coverage must be greater than Order Value of $120',
    );
    expect(
      coverageBlocker(order({ hasShipfareProtection: true, orderValue: 99 }), shipment, { coveredCents: 10_000 }),
    ).toBeUndefined();
  });

  it('a quote that does not price the coverage the shipment now declares is not bought', () => {
    expect(coverageBlocker(order(), shipment, {})).toBe(COVERAGE_CHANGED_SINCE_RATING);
    expect(coverageBlocker(order(), shipment, { coveredCents: 5_000 })).toBe(COVERAGE_CHANGED_SINCE_RATING);
    expect(coverageBlocker(order(), { options: {} }, { coveredCents: 10_000 })).toBe(COVERAGE_CHANGED_SINCE_RATING);
    expect(coverageBlocker(order(), shipment, { coveredCents: 10_000 })).toBeUndefined();
    expect(coverageBlocker(order(), { options: {} }, {})).toBeUndefined();
  });

  it('the coverage record: declared value, premium, insurer and one policy per label purchase', () => {
    const record = coverageRecordOf(
      {
        declaredCents: 10_000,
        insurancePremiumCents: 250,
        purchaseKey: 'shp_1#2',
        purchasedAt: '2026-11-24T10:00:00Z',
      },
      tariff,
    );
    expect(record).toEqual({
      declaredCents: 10_000,
      premiumCents: 250,
      insurer: tariff.insurer,
      policyId: 'FC-shp-1-2',
      purchasedAt: '2026-11-24T10:00:00Z',
    });
    expect(coveragePolicyId('shp_1#2')).toBe(coveragePolicyId('shp_1#2'));
    expect(coveragePolicyId('shp_1#3')).not.toBe(coveragePolicyId('shp_1#2'));
    expect(
      coverageRecordOf({ declaredCents: 0, insurancePremiumCents: 0, purchaseKey: 'k#1', purchasedAt: '' }),
    ).toBeUndefined();
  });
});
