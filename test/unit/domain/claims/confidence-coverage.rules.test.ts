import { describe, expect, it } from 'vitest';
import { autoCoverageBand, autoCoverageHint, withConfidenceCoverage } from '#domain/claims/confidence-coverage.rules';
import { accountSettingsSchema } from '#domain/settings/account-settings.schema';
import { emptyOrderForm, withAutoCoverageValues } from '#web/pages/orders/editor/order-form.values';

const settings = (over: Record<string, unknown> = {}) =>
  accountSettingsSchema.parse({
    confidenceScoreInsurance: { active: true, band: '35-59.99' },
    declaredValue: { active: false, automatic: true },
    ...over,
  });
const shipment = (options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  products: [{ price: 30, quantity: 2 }],
  options,
  ...extra,
});

describe('accounts §9: full coverage auto-added by the configured confidence band', () => {
  it.each([
    ['a very high risk score (20) under the 35-59.99 setting', 20, '10-34.99'],
    ['a high risk score (40) in the configured band', 40, '35-59.99'],
    ['a mid risk score (70) above the band: not added', 70, undefined],
    ['no score: not added', undefined, undefined],
  ] as const)('%s', (_name, score, band) => {
    expect(autoCoverageBand(score, { active: true, band: '35-59.99' })).toBe(band);
  });

  it('an inactive setting or none adds nothing; the stored default is inactive', () => {
    expect(autoCoverageBand(10, { active: false, band: '80-100' })).toBeUndefined();
    expect(autoCoverageBand(10, null)).toBeUndefined();
    expect(accountSettingsSchema.parse({}).confidenceScoreInsurance).toEqual({ active: false, band: null });
  });

  it('the order editor’s hint names the band', () => {
    expect(autoCoverageHint('35-59.99')).toBe('Added automatically: confidence score 35-59.99');
  });

  it('turns full coverage on for the declared value the account’s setting gives (automatic: the order value)', () => {
    const [covered] = withConfidenceCoverage([shipment()], 40, settings(), 75);
    expect(covered!.options).toEqual({
      carrierInsuranceAmountActive: true,
      carrierInsuranceAmountAutomatic: true,
      carrierInsuranceAmount: 75,
    });
    const [fromLines] = withConfidenceCoverage([shipment()], 40, settings(), 0);
    expect(fromLines!.options).toMatchObject({ carrierInsuranceAmount: 60 });
  });

  it('never replaces the merchant’s own coverage, never touches a bought label, and leaves safe addresses alone', () => {
    const own = shipment({ carrierInsuranceAmountActive: true, carrierInsuranceAmount: 500 });
    const bought = shipment({}, { billOfLading: { trackingCode: '1Z' } });
    expect(withConfidenceCoverage([own, bought], 20, settings(), 75)).toEqual([own, bought]);
    const plain = shipment();
    expect(withConfidenceCoverage([plain], 90, settings(), 75)[0]).toBe(plain);
  });
});

describe('the order editor takes the band’s coverage through the same rule', () => {
  it('a risky score turns on full coverage of the shipments without it, with the account’s declared value', () => {
    const values = emptyOrderForm('', settings());
    const form = {
      ...values,
      orderValue: 75,
      shipments: [values.shipments[0]!, { ...values.shipments[0]!, insuranceActive: true, insuranceAmount: '500' }],
    };
    const next = withAutoCoverageValues(form, 20, settings());
    expect(next.shipments.map((s) => [s.insuranceActive, s.insuranceAmount, s.insuranceAutomatic])).toEqual([
      [true, '75', true],
      [true, '500', false],
    ]);
    expect(withAutoCoverageValues(form, 95, settings())).toBe(form);
    expect(withAutoCoverageValues(form, 20, null)).toBe(form);
  });
});
