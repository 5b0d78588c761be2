/**
 * Server-side pagination over opaque cursors (orders §2: the API pages forward only).
 * `cursors[i]` fetches page i (page 0 needs none); the stack grows as pages answer with a
 * next cursor, so going back never refetches a cursor and the pager knows every page seen.
 */
export interface CursorStack {
  cursors: readonly (string | undefined)[];
  /** Zero-based page shown. */
  pageIndex: number;
  /** True once the furthest page loaded answered without a next cursor. */
  complete: boolean;
}

export const FIRST_PAGE: CursorStack = { cursors: [undefined], pageIndex: 0, complete: false };

/** Records the answer of `pageIndex`: its next cursor opens the following page. */
export function afterPageLoaded(stack: CursorStack, pageIndex: number, nextCursor: string | undefined): CursorStack {
  const isFurthest = pageIndex === stack.cursors.length - 1;
  if (!isFurthest) return stack;
  if (nextCursor) return { ...stack, cursors: [...stack.cursors, nextCursor], complete: false };
  return { ...stack, complete: true };
}

/** Moves to a known page; pages beyond the known ones stay where they are. */
export function goToPage(stack: CursorStack, pageIndex: number): CursorStack {
  if (pageIndex < 0 || pageIndex >= stack.cursors.length) return stack;
  return { ...stack, pageIndex };
}

export function cursorFor(stack: CursorStack): string | undefined {
  return stack.cursors[stack.pageIndex];
}

/**
 * Props for Cloudscape's Pagination (1-based): every page reachable through a known cursor,
 * with `openEnd` while more may exist beyond the last one.
 */
export function paginationOf(stack: CursorStack): { currentPageIndex: number; pagesCount: number; openEnd: boolean } {
  return { currentPageIndex: stack.pageIndex + 1, pagesCount: stack.cursors.length, openEnd: !stack.complete };
}
