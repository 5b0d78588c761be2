import { describe, expect, it } from 'vitest';
import { htsCodeMatcher, orderHtsCodes, searchHtsCodes, type HtsCode } from '#domain/catalog/hts-code-search.rules';

const CODES: HtsCode[] = [
  { code: '03', description: 'Fish and crustaceans, molluscs and other aquatic invertebrates', level: 2 },
  { code: '0302', description: 'Fish; fresh or chilled, excluding fish fillets', level: 4 },
  { code: '030214', description: 'Fish; fresh or chilled, Atlantic salmon (Salmo salar) and Danube salmon', level: 6 },
  { code: '030211', description: 'Fish; fresh or chilled, trout', level: 6 },
  { code: '0201', description: 'Meat of bovine animals; fresh or chilled', level: 4 },
  { code: '021011', description: 'Meat of swine; hams, shoulders, smoked', level: 6 },
];

describe('HTS code search (orders §7: codes[{code, description}], total)', () => {
  it('orders 6-digit codes first, then by code', () => {
    expect(orderHtsCodes(CODES).map((c) => c.code)).toEqual(['021011', '030211', '030214', '0201', '03', '0302']);
  });

  it.each([
    ['0302', ['030211', '030214', '0302']],
    ['0302.14', ['030214']],
    ['03 02 11', ['030211']],
    ['SALMON', ['030214']],
    ['chilled fresh', ['030211', '030214', '0201', '0302']],
    ['smoked ham', ['021011']],
    ['', ['021011', '030211', '030214', '0201', '03', '0302']],
    ['tofu', []],
  ])('%j matches %j', (query, codes) => {
    expect(
      orderHtsCodes(CODES)
        .filter(htsCodeMatcher(query))
        .map((c) => c.code),
    ).toEqual(codes);
  });

  it('answers {code, description} only, with the total of all matches', () => {
    const res = searchHtsCodes(orderHtsCodes(CODES), 'fish', 1);
    expect(res.total).toBe(4);
    expect(res.codes).toEqual([
      { code: '030214', description: CODES[2].description },
      { code: '03', description: CODES[0].description },
      { code: '0302', description: CODES[1].description },
    ]);
  });
});
