import { API_KEY_HEADER, PUBLIC_RATE_LIMITS, type PublicRateLimit } from '../rate-limits';

/**
 * The two layers AWS puts in front of the public routes, with the numbers of infra/rate-limits.ts:
 * - per client, as the CloudFront WAF rate-based rules count: requests in the trailing window by
 *   the caller's address (or its API key), refused while the count is at the limit. Refused
 *   requests are counted too, as WAF does, so a client that keeps hammering stays refused;
 * - per route, as API Gateway route throttling does: a token bucket shared by every caller.
 */

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** The WAF layer, before routing: any path under a group's prefixes counts. */
  client(request: {
    path: string;
    sourceIp: string;
    headers: Record<string, string | string[] | undefined>;
  }): RateLimitVerdict;
  /** The stage layer, once the route is known: only routes of a group have their own bucket. */
  route(route: { routeKey: string; path: string }): RateLimitVerdict;
}

const ALLOWED: RateLimitVerdict = { allowed: true };

export function createRateLimiter(opts: { limits?: readonly PublicRateLimit[]; now?: () => number } = {}): RateLimiter {
  const limits = opts.limits ?? PUBLIC_RATE_LIMITS;
  const now = opts.now ?? Date.now;
  // First match wins, as in rateLimitGroupOf (the list may be a test's own).
  const groupOf = (path: string) => limits.find((g) => g.pathPrefixes.some((prefix) => path.startsWith(prefix)));
  const windows = new Map<string, number[]>();
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    client({ path, sourceIp, headers }) {
      const group = groupOf(path);
      if (!group) return ALLOWED;
      const header = headers[API_KEY_HEADER];
      const apiKey = Array.isArray(header) ? header[0] : header;
      const client = group.per === 'api-key' && apiKey ? `key:${apiKey}` : `ip:${sourceIp}`;
      const key = `${group.group} ${client}`;
      const windowMs = group.perClient.windowSeconds * 1000;
      const at = now();
      const seen = (windows.get(key) ?? []).filter((t) => t > at - windowMs);
      const refused = seen.length >= group.perClient.limit;
      seen.push(at);
      windows.set(key, seen);
      if (!refused) return ALLOWED;
      // The client is let through again once enough of its requests have left the window.
      const freedAt = seen[seen.length - group.perClient.limit] + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - at) / 1000)) };
    },

    route({ routeKey, path }) {
      const group = groupOf(path);
      if (!group) return ALLOWED;
      const { rateLimit, burstLimit } = group.route;
      const at = now();
      const bucket = buckets.get(routeKey) ?? { tokens: burstLimit, at };
      bucket.tokens = Math.min(burstLimit, bucket.tokens + ((at - bucket.at) / 1000) * rateLimit);
      bucket.at = at;
      buckets.set(routeKey, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return ALLOWED;
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rateLimit)) };
    },
  };
}
