/** The part of `window.localStorage` the app uses; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'shipdeck';

/** Per-user key, so two people sharing a browser keep their own table layouts. */
export function userStorageKey(userId: string, name: string): string {
  return `${PREFIX}:${userId}:${name}`;
}

/**
 * Reads stored JSON and keeps it only when `accept` says it still fits the current
 * defaults (columns get renamed, page-size options change); otherwise the defaults win.
 */
export function loadJson<T>(
  storage: KeyValueStorage | undefined,
  key: string,
  defaults: T,
  accept: (value: unknown) => value is T,
): T {
  if (!storage) return defaults;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return defaults;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : defaults;
  } catch {
    return defaults;
  }
}

export function saveJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): preferences simply do not persist.
  }
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
