import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RISK_LABELS, riskLevel } from '#domain/confidence/confidence-score.rules';
import { CHOOSABLE_PLANS } from '#domain/plans/plan-change.rules';
import { PLANS_V1 } from '#domain/plans/plan-tables.constants';
import { publicOpenApiDocument } from '#api/public-openapi';
import { parseArticle } from '../../../web/build/site-content.plugin';
import { planOffers, trialOffer } from '#web/site/lib/plan-offer';
import { rangeText, riskBandRows } from '#web/site/pages/what-is-the-confidence-score/risk-bands';
import {
  constraintsOf,
  operationsOf,
  typeText,
  unwrapNullable,
  type OpenApiDocument,
} from '#web/site/pages/api-reference/openapi-view';

describe('pricing reads the plan source (accounts §9)', () => {
  it('monthly: every choosable plan of the current table, prices and fees as the table has them', () => {
    const offers = planOffers('v2', 'monthly');
    expect(offers.map((o) => o.plan)).toEqual([...CHOOSABLE_PLANS]);
    expect(offers.map((o) => [o.price, o.per, o.labelFee])).toEqual([
      ['Free', 'no plan fee', '$0.99'],
      ['$79.00', 'per month', '$0.40'],
      ['$199.00', 'per month', '$0.20'],
      ['$399.00', 'per month', '$0.10'],
    ]);
    const scale = offers.find((o) => o.plan === 'scale')!;
    expect(Object.fromEntries(scale.limits.map((l) => [l.key, l.value]))).toEqual({
      labelsPerMonth: 'Unlimited',
      users: 'Unlimited',
      stores: '3',
      carrierAccounts: '3',
      automations: 'Unlimited',
    });
  });

  it('yearly: the yearly price and what it saves against twelve months; a free plan stays free', () => {
    const offers = planOffers('v2', 'yearly');
    expect(offers.map((o) => [o.price, o.per, o.yearlySaving])).toEqual([
      ['Free', 'no plan fee', undefined],
      ['$799.00', 'per year', '$149.00'],
      ['$1,999.00', 'per year', '$389.00'],
      ['$3,999.00', 'per year', '$789.00'],
    ]);
  });

  it('the original table (v1) has its own prices, and the trial is read from the current one', () => {
    expect(planOffers('v1', 'yearly').map((o) => o.price)).toEqual(['$199.00', '$399.00', '$999.00', '$1,999.00']);
    expect(planOffers('v1', 'monthly')[1].limits[0]).toEqual({
      key: 'labelsPerMonth',
      label: 'Shipments a month',
      value: String(PLANS_V1.grow.limits.labelsPerMonth),
      unit: 'shipments a month',
    });
    expect(planOffers('v2', 'monthly')[0].limits.map((l) => `${l.value} ${l.unit}`)).toEqual([
      '50 shipments a month',
      '1 user',
      '1 store',
      '1 carrier account',
      '3 automations',
    ]);
    expect(trialOffer()).toEqual({ months: 1, labelFee: '$0.20' });
  });
});

describe('the confidence score doc reads its bands off the shared rule (accounts §9)', () => {
  it('four bands, safest first, with the spec bounds 80, 60 and 35', () => {
    const rows = riskBandRows();
    expect(rows.map((r) => [r.label, rangeText(r)])).toEqual([
      ['Low Risk', '80 and above'],
      ['Mid Risk', '60 to under 80'],
      ['High Risk', '35 to under 60'],
      ['Very High Risk', 'Below 35'],
    ]);
    for (const row of rows) {
      expect(riskLevel(row.from)).toBe(row.level);
      expect(RISK_LABELS[row.level]).toBe(row.label);
      if (row.below !== undefined) expect(riskLevel(row.below - 0.01)).toBe(row.level);
    }
  });
});

describe('the API reference reads the OpenAPI document', () => {
  const doc = publicOpenApiDocument() as OpenApiDocument;

  it('lists every operation of the document', () => {
    expect(operationsOf(doc).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'post /api/public/v1/orders',
      'put /api/public/v1/orders/{orderNumber}',
    ]);
  });

  it('words types and limits from the schemas', () => {
    const order = doc.components!.schemas!.OrderRequest;
    expect(constraintsOf(order.properties!.orderNumber)).toEqual(['at most 60 characters']);
    expect(typeText(order.properties!.shippingAddress)).toBe('object or null');
    expect(unwrapNullable(order.properties!.shippingAddress).nullable).toBe(true);
    expect(constraintsOf(order.properties!.shipmentType)).toEqual(['one of: Parcel, LocalCourier', 'default "Parcel"']);
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/Error' } })).toBe('array of Error');
    expect(constraintsOf({ type: 'number', minimum: 0, maximum: 150 })).toEqual(['minimum 0', 'maximum 150']);
  });
});

describe('blog and legal content files', () => {
  const root = join(process.cwd(), 'web', 'src', 'site', 'content');

  it('the four articles of the spec exist, each with a title, a date and a summary', () => {
    const files = readdirSync(join(root, 'blog')).filter((f) => f.endsWith('.md'));
    const metas = files.map((f) => parseArticle(readFileSync(join(root, 'blog', f), 'utf8'), f).meta);
    expect(metas).toHaveLength(4);
    const titles = metas.map((m) => m.title.toLowerCase()).join(' | ');
    for (const topic of ['frozen food', 'dry ice', 'seafood', 'canada']) expect(titles).toContain(topic);
    for (const meta of metas) {
      expect(meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(meta.summary.length).toBeGreaterThan(40);
    }
  });

  it('parses front matter and renders markdown to HTML; a file without front matter or a field fails', () => {
    const { meta, html } = parseArticle(
      '---\ntitle: "A: title"\ndate: 2026-01-02\nsummary: Short.\n---\n## Hello\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      'x.md',
    );
    expect(meta).toEqual({ title: 'A: title', date: '2026-01-02', summary: 'Short.' });
    expect(html).toContain('<h2>Hello</h2>');
    expect(html).toContain('<table>');
    expect(() => parseArticle('# no front matter', 'y.md')).toThrow('y.md: an article starts with front matter');
    expect(() => parseArticle('---\ntitle: T\ndate: 2026-01-02\n---\n', 'z.md')).toThrow(
      'z.md: front matter has no summary',
    );
    expect(() => parseArticle('---\ntitle: T\ndate: 02/01/2026\nsummary: S\n---\n', 'd.md')).toThrow('not YYYY-MM-DD');
  });
});
