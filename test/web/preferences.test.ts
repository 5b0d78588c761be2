import { describe, expect, it } from 'vitest';
import { loadJson, saveJson, userStorageKey, type KeyValueStorage } from '#web/lib/preferences-storage';
import { isCompatiblePreferences, type TablePreferences } from '#web/lib/table-preferences';
import { pickSelectedAccount, selectedAccountStorageKey } from '#web/app/account/account-selection';
import { DEFAULT_PREFERENCES, PAGE_SIZE_OPTIONS } from '#web/pages/warehouses/table-config';
import type { Membership } from '#api/accounts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

const accept = (v: unknown): v is TablePreferences =>
  isCompatiblePreferences(v, DEFAULT_PREFERENCES, PAGE_SIZE_OPTIONS);

describe('table preferences persist per user', () => {
  it('round-trips page size and column visibility under a per-user key', () => {
    const storage = memoryStorage();
    const changed: TablePreferences = {
      pageSize: 50,
      contentDisplay: [...DEFAULT_PREFERENCES.contentDisplay].reverse().map((c) => ({ ...c, visible: true })),
    };
    saveJson(storage, userStorageKey('user-a', 'table:warehouses'), changed);
    expect(loadJson(storage, userStorageKey('user-a', 'table:warehouses'), DEFAULT_PREFERENCES, accept)).toEqual(
      changed,
    );
    expect(loadJson(storage, userStorageKey('user-b', 'table:warehouses'), DEFAULT_PREFERENCES, accept)).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it.each([
    ['orders §2: a page size no longer offered', { ...DEFAULT_PREFERENCES, pageSize: 100 }],
    [
      'a stored layout missing a column',
      { ...DEFAULT_PREFERENCES, contentDisplay: DEFAULT_PREFERENCES.contentDisplay.slice(1) },
    ],
    [
      'a stored layout with an unknown column',
      {
        ...DEFAULT_PREFERENCES,
        contentDisplay: [...DEFAULT_PREFERENCES.contentDisplay.slice(1), { id: 'gone', visible: true }],
      },
    ],
    [
      'visibility that is not boolean',
      {
        ...DEFAULT_PREFERENCES,
        contentDisplay: DEFAULT_PREFERENCES.contentDisplay.map((c) => ({ ...c, visible: 'yes' })),
      },
    ],
    ['not an object', 'x'],
  ])('falls back to defaults for %s', (_name, stored) => {
    const storage = memoryStorage({ k: JSON.stringify(stored) });
    expect(loadJson(storage, 'k', DEFAULT_PREFERENCES, accept)).toEqual(DEFAULT_PREFERENCES);
  });

  it('falls back to defaults on corrupt JSON or no storage', () => {
    expect(loadJson(memoryStorage({ k: '{not json' }), 'k', DEFAULT_PREFERENCES, accept)).toEqual(DEFAULT_PREFERENCES);
    expect(loadJson(undefined, 'k', DEFAULT_PREFERENCES, accept)).toEqual(DEFAULT_PREFERENCES);
  });

  it('the default page size is one of the offered sizes', () => {
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PREFERENCES.pageSize);
    expect(accept(DEFAULT_PREFERENCES)).toBe(true);
  });
});

describe('selected merchant account', () => {
  const m = (accountId: string): Membership => ({ accountId, accountName: accountId, role: 'owner', permissions: {} });

  it.each([
    ['remembered account still a membership', [m('a'), m('b')], 'b', 'b'],
    ['remembered account no longer a membership → first', [m('a'), m('b')], 'z', 'a'],
    ['nothing remembered → first', [m('a')], null, 'a'],
  ])('%s', (_name, memberships, stored, expected) => {
    expect(pickSelectedAccount(memberships, stored)?.accountId).toBe(expected);
  });

  it('no memberships → none (the create-your-account step)', () => {
    expect(pickSelectedAccount([], 'a')).toBeNull();
  });

  it('is remembered per user', () => {
    expect(selectedAccountStorageKey('u1')).not.toBe(selectedAccountStorageKey('u2'));
  });
});
