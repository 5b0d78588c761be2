/**
 * Short links (accounts §2 shortlink): the short, unguessable address a tracking email links to, which the
 * public site resolves to the merchant's branded tracking page. A link names a tracking page and a tracking
 * number, never a URL: what it resolves to is always built here from those two, so a code can never send a
 * shopper anywhere but a Shipdeck tracking page.
 */
import { TRACK_PATH, isTrackingPageSubdomain, trackingPageAddress } from '../tracking/tracking-page-host.rules';

/** Letters and digits only: URL-safe, and nothing a mail client would take for the end of the link. */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62^10 ≈ 8.4e17 codes: guessing one of a billion live links takes ~8e8 tries, far past any rate limit. */
export const SHORT_CODE_LENGTH = 10;
const SHORT_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${SHORT_CODE_LENGTH}}$`);
/** Bytes at or above this are redrawn, so every letter is equally likely (256 is not a multiple of 62). */
const UNBIASED_BYTE_LIMIT = 256 - (256 % SHORT_CODE_ALPHABET.length);

/** Where a short link is opened: `<site origin>/s/<code>`. */
export const SHORT_LINK_PATH_PREFIX = '/s/';
/** How long a link answers: a parcel's journey and its claim window, with room to spare. */
export const SHORT_LINK_TTL_DAYS = 180;
/** A tracking number as carriers write them: letters, digits and a few separators, bounded. */
const TRACKING_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]{2,59}$/;

export interface ShortLinkTarget {
  /** The merchant's tracking page subdomain. */
  subDomain: string;
  trackingCode: string;
}

/** A code from `randomBytes` (a cryptographic source), each letter drawn without bias. */
export function shortCodeOf(randomBytes: (count: number) => Uint8Array): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}

export function isShortCode(value: string): boolean {
  return SHORT_CODE_PATTERN.test(value);
}

/** A target a link may hold: a real tracking page subdomain and a plausible tracking number. */
export function isShortLinkTarget(target: ShortLinkTarget): boolean {
  return isTrackingPageSubdomain(target.subDomain) && TRACKING_CODE_PATTERN.test(target.trackingCode);
}

/** The short link's own address on the site (`siteOrigin` without a trailing slash is fine either way). */
export function shortLinkUrl(siteOrigin: string, code: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${SHORT_LINK_PATH_PREFIX}${code}`;
}

/** The code in a `/s/<code>` path, or undefined. */
export function shortCodeInPath(pathname: string): string | undefined {
  if (!pathname.startsWith(SHORT_LINK_PATH_PREFIX)) return undefined;
  const code = pathname.slice(SHORT_LINK_PATH_PREFIX.length).replace(/\/$/, '');
  return isShortCode(code) ? code : undefined;
}

/**
 * The tracking page a link opens, from where the site runs: `/track/<number>` on the merchant's subdomain
 * of the tracking host, else the app's fallback page with `?subdomain=…&tracking=…`. Undefined for a
 * target that is not a tracking page's.
 */
export function trackingTargetUrl(
  app: { protocol: string; port: string; origin: string },
  trackingHost: string | undefined,
  target: ShortLinkTarget,
): string | undefined {
  if (!isShortLinkTarget(target)) return undefined;
  const page = trackingPageAddress(app, trackingHost, target.subDomain.toLowerCase());
  const code = encodeURIComponent(target.trackingCode);
  return trackingHost ? `${page}/${code}` : `${page}&tracking=${code}`;
}

export { TRACK_PATH };

/** When a link made at `now` stops answering (epoch seconds, the table's TTL). */
export function shortLinkExpiry(now: Date, ttlDays: number = SHORT_LINK_TTL_DAYS): number {
  return Math.floor(now.getTime() / 1000) + ttlDays * 86_400;
}
