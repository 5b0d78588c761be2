/** Unsaved-changes prompt (orders §4 "Form-change prompt", accounts §2, §9). */
export const UNSAVED_CHANGES_DEBOUNCE_MS = 100;

/** null, 0, '', false and '0' count as equal; an absent field (undefined) is empty too. */
export function isEmptyLike(value: unknown): boolean {
  return value === null || value === undefined || value === 0 || value === '' || value === false || value === '0';
}

/** Deep equality where all empty-like values are one value; arrays by position, objects by key union. */
export function formValuesEqual(a: unknown, b: unknown): boolean {
  if (isEmptyLike(a) && isEmptyLike(b)) return true;
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => formValuesEqual(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!formValuesEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** The prompt shows when the current values differ from the initial ones. */
export function hasUnsavedChanges(initial: unknown, current: unknown): boolean {
  return !formValuesEqual(initial, current);
}
