export interface WarmCacheOptions {
  /** How long an answer is reused. */
  ttlMs: number;
  /** The most keys kept; the least recently loaded go first. */
  maxKeys: number;
  clock?: () => number;
}

/**
 * An async answer per key, reused for `ttlMs` while the Lambda container stays warm: for public
 * reads that many requests repeat (the tracking page's company fallback). Concurrent callers of one
 * key share one load; a failed load is forgotten, so the next caller tries again.
 */
export function warmCache<T>(load: (key: string) => Promise<T>, opts: WarmCacheOptions): (key: string) => Promise<T> {
  const clock = opts.clock ?? Date.now;
  const entries = new Map<string, { loadedAt: number; answer: Promise<T> }>();
  return (key) => {
    const now = clock();
    const hit = entries.get(key);
    if (hit && now - hit.loadedAt < opts.ttlMs) return hit.answer;
    const entry = { loadedAt: now, answer: load(key) };
    entries.delete(key);
    entries.set(key, entry);
    entry.answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= opts.maxKeys) break;
      entries.delete(oldest);
    }
    return entry.answer;
  };
}
