/** Stored values expire after a caller-given time (orders §9), e.g. the zip geojson after GEOJSON_CACHE_MS. */
export interface Stored<T> {
  value: T;
  /** Epoch ms when stored. */
  storedAt: number;
  /** Lifetime in ms given by the caller; undefined never expires. */
  ttlMs?: number;
}

export function store<T>(value: T, now: number, ttlMs?: number): Stored<T> {
  return { value, storedAt: now, ttlMs };
}

/** Expired once the lifetime has fully passed. */
export function isExpired(entry: Pick<Stored<unknown>, 'storedAt' | 'ttlMs'>, now: number): boolean {
  return entry.ttlMs !== undefined && now - entry.storedAt >= entry.ttlMs;
}

/** The value while fresh, else undefined. */
export function readFresh<T>(entry: Stored<T> | null | undefined, now: number): T | undefined {
  return entry && !isExpired(entry, now) ? entry.value : undefined;
}
