import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, afterPageLoaded, cursorFor, goToPage, paginationOf } from '#web/lib/cursor-stack';

describe('orders §2 grid pagination over cursors', () => {
  it("walks forward page by page, keeping each page's cursor, and back without refetching cursors", () => {
    let s = FIRST_PAGE;
    expect(cursorFor(s)).toBeUndefined();
    expect(paginationOf(s)).toEqual({ currentPageIndex: 1, pagesCount: 1, openEnd: true });

    s = afterPageLoaded(s, 0, 'c1');
    expect(paginationOf(s)).toEqual({ currentPageIndex: 1, pagesCount: 2, openEnd: true });
    s = goToPage(s, 1);
    expect(cursorFor(s)).toBe('c1');

    s = afterPageLoaded(s, 1, 'c2');
    s = goToPage(s, 2);
    expect(cursorFor(s)).toBe('c2');
    s = afterPageLoaded(s, 2, undefined);
    expect(paginationOf(s)).toEqual({ currentPageIndex: 3, pagesCount: 3, openEnd: false });

    s = goToPage(s, 0);
    expect(cursorFor(s)).toBeUndefined();
    // Reloading an earlier page does not truncate or grow the stack.
    s = afterPageLoaded(s, 0, 'c1-again');
    expect(s.cursors).toEqual([undefined, 'c1', 'c2']);
    expect(s.complete).toBe(true);
  });

  it.each([
    ['before the first page', -1],
    ['past the last known cursor', 5],
  ])('ignores a jump %s', (_name, index) => {
    const s = afterPageLoaded(FIRST_PAGE, 0, 'c1');
    expect(goToPage(s, index)).toBe(s);
  });

  it('a single page without a next cursor is the whole result', () => {
    expect(paginationOf(afterPageLoaded(FIRST_PAGE, 0, undefined))).toEqual({
      currentPageIndex: 1,
      pagesCount: 1,
      openEnd: false,
    });
  });
});
