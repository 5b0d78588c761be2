import { oauthStateMatches } from './oauth-state';

export type SquareCallbackQuery = Readonly<Record<string, string | undefined>>;

export type SquareCallbackVerdict =
  { ok: true; code: string } | { ok: false; reason: 'state mismatch' | 'access denied' | 'missing code' };

/**
 * The OAuth callback on /square/token: Square does not sign it, so the state issued for this
 * connection is the check; a seller who declined comes back with `error` (access_denied) instead
 * of `code`.
 */
export function verifySquareCallback(
  query: SquareCallbackQuery,
  context: { issuedState: string },
): SquareCallbackVerdict {
  if (!oauthStateMatches(query.state, context.issuedState)) return { ok: false, reason: 'state mismatch' };
  if (query.error) return { ok: false, reason: 'access denied' };
  const code = query.code?.trim();
  if (!code) return { ok: false, reason: 'missing code' };
  return { ok: true, code };
}
