/**
 * How hard one caller may hit the public routes (no Cognito token), read by the CDK stacks (WAF
 * rate-based rules on CloudFront, per-route throttling on the HTTP API stage) and by the local
 * gateway, which enforces the same numbers so a test can prove them. Merchant routes (JWT) keep
 * the stage default of STAGE_THROTTLE.
 *
 * Two layers, as in AWS:
 * - `perClient`: requests one client (its IP, or its API key) may send in a sliding window; the
 *   window is one of the lengths a WAF rate-based rule evaluates (60, 120, 300 or 600 s).
 * - `route`: a token bucket shared by every caller of one route (API Gateway route throttling),
 *   which also stops a burst in the seconds before WAF's counting catches up.
 *
 * Groups are matched by raw path prefix (what WAF sees), first match wins: keep the more specific
 * prefixes first.
 */

export interface StageThrottle {
  /** Steady requests per second. */
  rateLimit: number;
  /** Requests allowed at once above the steady rate. */
  burstLimit: number;
}

export type RateLimitKey = 'client-ip' | 'api-key';

export interface PublicRateLimit {
  /** Names the WAF rule and the metric (`public-<group>`). */
  group: string;
  pathPrefixes: readonly string[];
  /**
   * `client-ip`: the caller's address. `api-key`: the API_KEY_HEADER value; a request without the
   * header is counted by its address under the same limit (it cannot succeed anyway).
   */
  per: RateLimitKey;
  perClient: { limit: number; windowSeconds: 60 | 120 | 300 | 600 };
  route: StageThrottle;
}

/** Every route of the stage unless a group below says otherwise (API Gateway account default is 10,000/5,000). */
export const STAGE_THROTTLE: StageThrottle = { rateLimit: 100, burstLimit: 200 };

/** The header the public API's keys travel in (the function checks it; WAF and the local gateway count by it). */
export const API_KEY_HEADER = 'x-shipdeck-api-key';

export const PUBLIC_RATE_LIMITS: readonly PublicRateLimit[] = [
  {
    // Shoppers looking up their own parcel: a person does a handful; 100 a minute is a scraper.
    group: 'tracking',
    pathPrefixes: ['/api/v1/public/tracking-pages/', '/api/v1/public/tracking-lookup'],
    per: 'client-ip',
    perClient: { limit: 100, windowSeconds: 60 },
    route: { rateLimit: 50, burstLimit: 100 },
  },
  {
    // EasyPost and the store platforms send from a few addresses, in bursts, and retry on 429.
    group: 'webhooks',
    pathPrefixes: ['/api/v1/webhooks/'],
    per: 'client-ip',
    perClient: { limit: 3000, windowSeconds: 60 },
    route: { rateLimit: 100, burstLimit: 200 },
  },
  {
    // Store checkouts asking for rates: Shopify and BigCommerce call from a few addresses for every shop, at
    // shoppers' pace; past the limit a checkout shows the store's own rates, so the limit is generous.
    group: 'checkout-rates',
    pathPrefixes: ['/api/v1/checkout-rates/'],
    per: 'client-ip',
    perClient: { limit: 6000, windowSeconds: 60 },
    route: { rateLimit: 200, burstLimit: 400 },
  },
  {
    // A merchant's own shop pushing orders: one key is one shop.
    group: 'public-api',
    pathPrefixes: ['/api/public/'],
    per: 'api-key',
    perClient: { limit: 600, windowSeconds: 60 },
    route: { rateLimit: 50, burstLimit: 100 },
  },
  {
    // The human check: a visitor solves a widget a few times per form (the function also counts per IP in
    // the table); beyond that someone is spending Shipdeck's Turnstile quota.
    group: 'human-check',
    pathPrefixes: ['/api/auth/v1/validate-recaptcha'],
    per: 'client-ip',
    perClient: { limit: 60, windowSeconds: 60 },
    route: { rateLimit: 20, burstLimit: 40 },
  },
  {
    // Any other unauthenticated page data (public pages to come) lives under this prefix.
    group: 'public-pages',
    pathPrefixes: ['/api/v1/public/'],
    per: 'client-ip',
    perClient: { limit: 300, windowSeconds: 60 },
    route: { rateLimit: 50, burstLimit: 100 },
  },
];

/** What a limited caller gets, in AWS (WAF custom response) and locally: API Gateway's own error shape. */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({ message: 'Too Many Requests' });

/** The group a request path falls in, or undefined (merchant routes, health). */
export function rateLimitGroupOf(path: string): PublicRateLimit | undefined {
  return PUBLIC_RATE_LIMITS.find((group) => group.pathPrefixes.some((prefix) => path.startsWith(prefix)));
}

/** Prefixes of groups listed earlier that fall inside this group's prefixes (WAF must exclude them). */
export function earlierPrefixesWithin(group: PublicRateLimit): string[] {
  const earlier = PUBLIC_RATE_LIMITS.slice(0, PUBLIC_RATE_LIMITS.indexOf(group));
  return earlier
    .flatMap((g) => g.pathPrefixes)
    .filter((prefix) => group.pathPrefixes.some((own) => prefix.startsWith(own)));
}
