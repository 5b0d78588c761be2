/**
 * Fixed-window rate limiting, the arithmetic: time is cut into windows of `windowSeconds` aligned on
 * the epoch, every attempt counts in the window it falls in, and an attempt past `limit` in its
 * window is refused until the window ends. Fixed windows (not sliding) because one counter item per
 * key and window, bumped by one atomic ADD, is all it costs; a client may burst up to twice the
 * limit across a window boundary, which public pages can afford.
 */

export interface RateLimitRule {
  /** Names the limit in the counter's key: two limits on one client never share a count. */
  name: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface FixedWindow {
  /** Epoch milliseconds the window starts at (inclusive) and ends at (exclusive). */
  startMs: number;
  endMs: number;
}

export function fixedWindowOf(nowMs: number, windowSeconds: number): FixedWindow {
  const size = windowSeconds * 1000;
  const startMs = Math.floor(nowMs / size) * size;
  return { startMs, endMs: startMs + size };
}

/** Whole seconds until the window ends, at least 1 (Retry-After 0 would invite an instant retry). */
export function retryAfterSeconds(nowMs: number, window: FixedWindow): number {
  return Math.max(1, Math.ceil((window.endMs - nowMs) / 1000));
}

/** When the counter item may go (DynamoDB TTL, epoch seconds): a minute after its window ends. */
export function counterExpiry(window: FixedWindow): number {
  return Math.ceil(window.endMs / 1000) + 60;
}

export type RateDecision =
  { allowed: true; count: number } | { allowed: false; count: number; retryAfterSeconds: number };

/** The decision for the `count`-th attempt (1-based, after counting it) of a window. */
export function decide(rule: RateLimitRule, count: number, nowMs: number, window: FixedWindow): RateDecision {
  return count <= rule.limit
    ? { allowed: true, count }
    : { allowed: false, count, retryAfterSeconds: retryAfterSeconds(nowMs, window) };
}
