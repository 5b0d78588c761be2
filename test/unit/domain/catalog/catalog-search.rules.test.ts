import { describe, expect, it } from 'vitest';
import {
  effectiveQuery,
  matchesSearchText,
  normalizeSearchText,
  searchPage,
  searchTextOf,
  sortNameOf,
} from '#domain/catalog/catalog-search.rules';
import { hasMoreResults } from '#domain/forms-state/search-paging.rules';

describe('catalog search rules (orders §7)', () => {
  it.each([
    ['  Smoked   BRISKET ', 'smoked brisket'],
    ['Crème Brûlée', 'creme brulee'],
    ['Jalapeño\tCheddar', 'jalapeno cheddar'],
    [null, ''],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each([
    ['brisket', true],
    ['BRISKET-5', true],
    ['brisket brisket', false],
    ['5lb', true],
    ['salmon', false],
  ])('contains-matching %j on title "Smoked Brisket" / sku "BRISKET-5LB" is %s', (query, expected) => {
    const text = searchTextOf('Smoked Brisket', 'BRISKET-5LB');
    expect(matchesSearchText(text, effectiveQuery({ query }))).toBe(expected);
  });

  it('a match never spans two fields', () => {
    expect(matchesSearchText(searchTextOf('Pecan', 'Pie'), effectiveQuery({ query: 'pecanpie' }))).toBe(false);
    expect(matchesSearchText(searchTextOf('Pecan', 'Pie'), effectiveQuery({ query: 'pecan pie' }))).toBe(false);
  });

  it.each([
    [{ query: 'x', ignoreQuery: true }, undefined],
    [{ query: '   ', ignoreQuery: false }, undefined],
    [{ query: null }, undefined],
    [{ query: ' Ice Cream ' }, 'ice cream'],
  ])('orders §7 ignoreQuery / empty query: %j filters on %j', (request, expected) => {
    expect(effectiveQuery(request)).toBe(expected);
  });

  it('orders §7: pages by 20 with the total; more exists while offset + 20 < total', () => {
    const all = Array.from({ length: 45 }, (_, i) => i);
    expect(searchPage(all, 0)).toEqual({ items: all.slice(0, 20), total: 45 });
    expect(searchPage(all, 40)).toEqual({ items: [40, 41, 42, 43, 44], total: 45 });
    expect(searchPage(all, 60)).toEqual({ items: [], total: 45 });
    expect([0, 20, 40].map((offset) => hasMoreResults(offset, searchPage(all, offset).total))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('sorts names case-insensitively', () => {
    expect(['beef', 'Apple', 'Émincé', 'chili'].sort((a, b) => sortNameOf(a).localeCompare(sortNameOf(b)))).toEqual([
      'Apple',
      'beef',
      'chili',
      'Émincé',
    ]);
  });
});
