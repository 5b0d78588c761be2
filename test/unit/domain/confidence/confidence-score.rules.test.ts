import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONFIDENCE_BANDS,
  RISK_LABELS,
  confidenceBand,
  riskLevel,
  shouldAutoAddInsurance,
  toConfidenceScore,
} from '#domain/confidence/confidence-score.rules';

describe('confidence score (orders §7/§9, accounts §7/§9)', () => {
  it.each([
    [850, 85],
    [1000, 100],
    [0, 0],
    [355, 35.5],
    [null, undefined],
    [Number.NaN, undefined],
  ])('accounts §7: score %s / 10 = %s', (score, expected) => {
    expect(toConfidenceScore(score)).toBe(expected);
  });

  it.each([
    [100, '80-100'],
    [80, '80-100'],
    [79.99, '60-79.99'],
    [60, '60-79.99'],
    [59.99, '35-59.99'],
    [35, '35-59.99'],
    [34.99, '10-34.99'],
    [10, '10-34.99'],
    [9.99, undefined],
    [0, undefined],
  ] as const)('orders §9: %s falls in band %s', (score, band) => {
    expect(confidenceBand(score)).toBe(band);
  });

  it.each([
    [0, 'very_high'],
    [34.99, 'very_high'],
    [35, 'high'],
    [59.99, 'high'],
    [60, 'mid'],
    [79.99, 'mid'],
    [80, 'low'],
    [100, 'low'],
  ] as const)('accounts §9: %s is %s risk', (score, level) => {
    expect(riskLevel(score)).toBe(level);
    expect(RISK_LABELS[level]).toMatch(/Risk$/);
  });

  it('orders §9: band and risk tables agree on every score from 10 up', () => {
    const riskOfBand = { '80-100': 'low', '60-79.99': 'mid', '35-59.99': 'high', '10-34.99': 'very_high' } as const;
    fc.assert(
      fc.property(fc.double({ min: 10, max: 100, noNaN: true }), (s) => {
        expect(riskLevel(s)).toBe(riskOfBand[confidenceBand(s)!]);
      }),
    );
  });

  it.each<[string, number | undefined, Parameters<typeof shouldAutoAddInsurance>[1], boolean]>([
    ['setting off', 20, { active: false, band: '35-59.99' }, false],
    ['no setting', 20, undefined, false],
    ['no score', undefined, { active: true, band: '35-59.99' }, false],
    ['score in the band', 40, { active: true, band: '35-59.99' }, true],
    ['score in a riskier band', 20, { active: true, band: '35-59.99' }, true],
    ['score below every band', 5, { active: true, band: '10-34.99' }, true],
    ['score in a safer band', 60, { active: true, band: '35-59.99' }, false],
    ['band 80-100 covers 100', 100, { active: true, band: '80-100' }, true],
    ['band 60-79.99 excludes 80', 80, { active: true, band: '60-79.99' }, false],
  ])('orders §9: insurance auto-add, %s', (_n, score, setting, expected) => {
    expect(shouldAutoAddInsurance(score, setting)).toBe(expected);
  });

  it('orders §9: a riskier score is insured whenever a safer one is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONFIDENCE_BANDS),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (band, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (shouldAutoAddInsurance(high, { active: true, band }))
            expect(shouldAutoAddInsurance(low, { active: true, band })).toBe(true);
        },
      ),
    );
  });
});
