/**
 * A partner's link to the sign-up page (`/sign-up?ref=<permalink>`, accounts §3 Signup
 * referralPartner; the partner's permalink is at most 40 characters, accounts §5 Partner-like
 * form) fills in the referral partner. Anything that is not a permalink is ignored rather than
 * shown, so a crafted link cannot put text of its own on the page.
 */
export const REFERRAL_QUERY_PARAM = 'ref';

const PERMALINK = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export function referralPartnerFromQuery(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return PERMALINK.test(trimmed) ? trimmed : '';
}
