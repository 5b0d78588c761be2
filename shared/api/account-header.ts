/**
 * Header carrying the selected merchant account; the server checks it against the caller's memberships.
 * Its own module: every account route reads it, and none should bundle the accounts schemas with it.
 */
export const ACCOUNT_HEADER = 'x-shipdeck-account';
