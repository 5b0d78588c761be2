/**
 * Magic-link sign-in (accounts §4 Authentication: "modes are password or magic link"). A link is
 * one random token: only its SHA-256 is stored, it is good for MAGIC_LINK_TTL_MINUTES and it is
 * consumed by the first use. Pure and isomorphic (Web Crypto), so the triggers, the local
 * runtime and the web page read the same rules.
 */

/** Long enough to switch to the mail app and back, short enough that a forwarded mail soon goes stale. */
export const MAGIC_LINK_TTL_MINUTES = 15;

/** The web page that answers a link. */
export const MAGIC_LINK_PATH = '/magic-link';

/** 32 random bytes: guessing one is out of reach, so a plain hash (no salt, no stretching) is enough. */
export const MAGIC_LINK_TOKEN_BYTES = 32;

/** What a token looks like on the wire (base64url of MAGIC_LINK_TOKEN_BYTES); anything else is refused unread. */
export const MAGIC_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface StoredMagicLink {
  tokenHash: string;
  email: string;
  /** ISO time after which the link no longer signs in. */
  validUntil: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newMagicLinkToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  return base64Url(random(new Uint8Array(MAGIC_LINK_TOKEN_BYTES)));
}

/** Hex SHA-256 of the token: what the store keeps and looks up by, so a leaked table signs nobody in. */
export async function hashMagicLinkToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function newStoredMagicLink(email: string, token: string, now: Date): Promise<StoredMagicLink> {
  return {
    tokenHash: await hashMagicLinkToken(token),
    email: normalizeEmail(email),
    validUntil: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * 60_000).toISOString(),
  };
}

/**
 * Whether a consumed link signs `email` in at `now`. The store has already removed it (single use),
 * so a link that fails here is spent all the same: a wrong or late attempt cannot be retried.
 */
export function magicLinkSignsIn(link: StoredMagicLink | undefined, email: string, now: Date): boolean {
  if (!link) return false;
  if (link.email !== normalizeEmail(email)) return false;
  return now.getTime() < Date.parse(link.validUntil);
}

/** The link in the email; the token rides in the fragment, which browsers never send to a server or a log. */
export function magicLinkUrl(origin: string, email: string, token: string): string {
  const fragment = new URLSearchParams({ email: normalizeEmail(email), token }).toString();
  return `${origin.replace(/\/+$/, '')}${MAGIC_LINK_PATH}#${fragment}`;
}

/** The email and token of a link's fragment (`#email=…&token=…`), or undefined when it is not one. */
export function parseMagicLinkFragment(hash: string): { email: string; token: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const token = params.get('token')?.trim();
  if (!email || !token || !MAGIC_LINK_TOKEN_PATTERN.test(token) || email.length > 255) return undefined;
  return { email, token };
}

/**
 * The origins a link may point at: exact origins, or `https://*.example.com` for any one
 * subdomain. The origin comes from the browser that asked, so it is only ever one of these.
 */
export function isAllowedLinkOrigin(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.replace(/\/+$/, '')) return false;
  return allowed.some((pattern) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(pattern);
    if (!wildcard) return pattern.replace(/\/+$/, '') === url.origin;
    const [, scheme, domain] = wildcard;
    const host = url.host;
    return (
      url.protocol === `${scheme}:` && host.endsWith(`.${domain}`) && !host.slice(0, -domain.length - 1).includes('.')
    );
  });
}

export function magicLinkEmail(link: string): { subject: string; text: string; html: string } {
  const minutes = MAGIC_LINK_TTL_MINUTES;
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    subject: 'Your Shipdeck sign-in link',
    text:
      `Sign in to Shipdeck with this link: ${link}\n\n` +
      `It works once, within ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
    html:
      `<p>Sign in to Shipdeck with this link:</p><p><a href="${escaped}">Sign in to Shipdeck</a></p>` +
      `<p>It works once, within ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
  };
}
