import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  UNSAVED_CHANGES_DEBOUNCE_MS,
  formValuesEqual,
  hasUnsavedChanges,
  isEmptyLike,
} from '#domain/forms-state/unsaved-changes.rules';
import {
  SEARCH_PAGE_SIZE,
  hasMoreResults,
  hideIcePacks,
  nextSearchOffset,
  searchRequest,
} from '#domain/forms-state/search-paging.rules';

const EMPTIES = [null, undefined, 0, '', false, '0'] as const;

describe('unsaved-changes prompt (orders §4, accounts §2/§9)', () => {
  it('accounts §9: debounce 100 ms', () => {
    expect(UNSAVED_CHANGES_DEBOUNCE_MS).toBe(100);
  });

  it("orders §4: null, 0, empty, false and '0' all count as equal", () => {
    for (const a of EMPTIES) for (const b of EMPTIES) expect(formValuesEqual(a, b)).toBe(true);
  });

  it.each<[string, unknown, unknown, boolean]>([
    ['same object', { name: 'Box', qty: 1 }, { name: 'Box', qty: 1 }, false],
    ['empty-like field changed form', { name: '', qty: 0, on: false }, { name: null, qty: '0', on: null }, false],
    ['absent field vs empty value', { a: 1 }, { a: 1, note: '' }, false],
    ['text typed', { name: '' }, { name: 'x' }, true],
    ['number changed', { qty: 1 }, { qty: 2 }, true],
    ['checkbox ticked', { on: false }, { on: true }, true],
    ['nested change', { address: { city: 'A' } }, { address: { city: 'B' } }, true],
    ['array item added', { tags: ['a'] }, { tags: ['a', 'b'] }, true],
    ['array order matters', { tags: ['a', 'b'] }, { tags: ['b', 'a'] }, true],
    ['reset to initial', { tags: ['a'], n: 0 }, { tags: ['a'], n: 0 }, false],
    ['"1" is not 1', { qty: 1 }, { qty: '1' }, true],
    ['dates by time', { d: new Date(5) }, { d: new Date(5) }, false],
  ])('orders §4: %s → prompt %s', (_n, initial, current, prompt) => {
    expect(hasUnsavedChanges(initial, current)).toBe(prompt);
  });

  it('orders §4: equality is reflexive and symmetric on arbitrary form values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(formValuesEqual(a, a)).toBe(true);
        expect(formValuesEqual(a, b)).toBe(formValuesEqual(b, a));
      }),
    );
  });

  it('orders §4: only the five values (and absent) are empty-like', () => {
    expect(EMPTIES.every(isEmptyLike)).toBe(true);
    for (const v of [1, ' ', 'false', '00', [], {}, true, -0.5]) expect(isEmptyLike(v)).toBe(false);
  });
});

describe('search paging (orders §7, accounts §7)', () => {
  it.each([
    [0, 45, true],
    [20, 45, true],
    [25, 45, false],
    [40, 45, false],
    [0, 20, false],
    [0, 21, true],
    [0, 0, false],
  ])('orders §7: offset %s of %s total → more %s', (offset, total, more) => {
    expect(hasMoreResults(offset, total)).toBe(more);
  });

  it('orders §7: pages of 20', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
    expect(nextSearchOffset(40)).toBe(60);
  });

  it('orders §7: paging from 0 visits every item exactly once', () => {
    fc.assert(
      fc.property(fc.nat(500), (total) => {
        let offset = 0;
        let seen = Math.min(SEARCH_PAGE_SIZE, total);
        while (hasMoreResults(offset, total)) {
          offset = nextSearchOffset(offset);
          seen += Math.min(SEARCH_PAGE_SIZE, total - offset);
        }
        expect(seen).toBe(total);
      }),
    );
  });

  it.each([
    ['', { query: '', offset: 0, ignoreQuery: true }],
    ['   ', { query: '', offset: 0, ignoreQuery: true }],
    [' salmon ', { query: 'salmon', offset: 0, ignoreQuery: false }],
  ])('orders §7: query %j → %o', (q, req) => {
    expect(searchRequest(q)).toEqual(req);
  });

  it("orders §7: packaging search can hide entries whose label contains 'ice pack'", () => {
    expect(hideIcePacks([{ label: 'Gel Ice Pack 2lb' }, { label: 'Liner' }, { title: 'ICE PACK small' }])).toEqual([
      { label: 'Liner' },
    ]);
  });
});
