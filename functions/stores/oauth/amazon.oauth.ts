import { oauthStateMatches } from './oauth-state';

export type AmazonCallbackVerdict =
  | { ok: true; code: string; sellingPartnerId: string }
  | { ok: false; reason: 'state mismatch' | 'missing code' | 'missing selling partner' };

/** Amazon's selling partner ids are upper-case letters and digits (A2EXAMPLE0123). */
const SELLING_PARTNER_ID = /^[A-Z0-9]{8,32}$/;

/**
 * The website authorization workflow's return on /amazon/token: Amazon does not sign it, so the
 * single-use state issued for this connection is the check; it carries the LWA code
 * (`spapi_oauth_code`, valid five minutes) and the seller's `selling_partner_id`.
 */
export function verifyAmazonCallback(
  query: Readonly<Record<string, string | undefined>>,
  context: { issuedState: string },
): AmazonCallbackVerdict {
  if (!oauthStateMatches(query.state, context.issuedState)) return { ok: false, reason: 'state mismatch' };
  const code = query.spapi_oauth_code?.trim();
  if (!code) return { ok: false, reason: 'missing code' };
  const sellingPartnerId = query.selling_partner_id?.trim() ?? '';
  if (!SELLING_PARTNER_ID.test(sellingPartnerId)) return { ok: false, reason: 'missing selling partner' };
  return { ok: true, code, sellingPartnerId };
}
