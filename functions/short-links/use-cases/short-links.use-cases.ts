import type { ShortLinkView } from '#api/short-links';
import type { ShortLinkStore, TrackingPageLinks } from '#domain/short-links/ports';
import { isShortLinkTarget, shortCodeOf, shortLinkExpiry, shortLinkUrl } from '#domain/short-links/short-link.rules';
import { NotFoundError } from '#lib/errors';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';
import { SHORT_LINK_MISS } from '#api/short-links';

/** Draws before giving up: with 62^10 codes a second draw is already a once-in-a-lifetime event. */
const CODE_ATTEMPTS = 5;

/**
 * Lookups one client may make a minute: a shopper opens a link or two; a client walking codes is
 * stopped long before it could find one (the codes' odds are in short-link.rules.ts).
 */
export const SHORT_LINK_RESOLVE_LIMIT = {
  name: 'short-link',
  limit: 60,
  windowSeconds: 60,
} as const satisfies RateLimitRule;

export interface ShortLinksDeps {
  links: ShortLinkStore;
  /** The account's tracking page subdomain ('' when it has none). */
  subDomainOf: (accountId: string) => Promise<string>;
  /** A cryptographic byte source (node:crypto's randomBytes). */
  randomBytes: (count: number) => Uint8Array;
  /** The public site's origin, where `/s/<code>` is served; undefined: no short links (the carrier's link stays). */
  siteOrigin: () => string | undefined;
  limiter: RateLimiter;
  now?: () => Date;
}

export function makeShortLinks(deps: ShortLinksDeps): TrackingPageLinks & {
  resolve(input: { code: string; clientIp: string }): Promise<ShortLinkView>;
} {
  const now = deps.now ?? (() => new Date());
  return {
    /** The link to the shipment's page on the merchant's tracking site (one per shipment); undefined without a page or a site. */
    async linkFor(accountId, trackingCode) {
      const origin = deps.siteOrigin();
      if (!origin) return undefined;
      const subDomain = (await deps.subDomainOf(accountId)).trim().toLowerCase();
      if (!isShortLinkTarget({ subDomain, trackingCode })) return undefined;
      const existing = await deps.links.linkOf({ accountId, trackingCode, subDomain });
      if (existing) return shortLinkUrl(origin, existing);
      const at = now();
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const code = shortCodeOf(deps.randomBytes);
        const outcome = await deps.links.create({
          code,
          accountId,
          subDomain,
          trackingCode,
          createdAt: at.toISOString(),
          expiresAt: shortLinkExpiry(at),
        });
        if (outcome === 'created') return shortLinkUrl(origin, code);
        if (outcome === 'shipment-has-link') {
          const first = await deps.links.linkOf({ accountId, trackingCode, subDomain });
          if (first) return shortLinkUrl(origin, first);
        }
      }
      throw new Error(`No free short link code after ${CODE_ATTEMPTS} draws`);
    },

    /** GET /api/v1/public/short-links/{code}: the page the link opens; 404 for an unknown or expired code. */
    async resolve({ code, clientIp }) {
      await deps.limiter.take(SHORT_LINK_RESOLVE_LIMIT, clientIp);
      const link = await deps.links.get(code);
      // TTL deletion runs late (up to days): an expired item still read is treated as gone.
      if (!link || link.expiresAt * 1000 <= now().getTime()) throw new NotFoundError(SHORT_LINK_MISS);
      return { subDomain: link.subDomain, trackingCode: link.trackingCode };
    },
  };
}
