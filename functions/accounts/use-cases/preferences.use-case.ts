import type { PreferenceResponse } from '#api/preferences';
import type { Caller } from '#lib/http/caller';

export interface PreferenceStore {
  get(accountId: string, userId: string, key: string): Promise<unknown | undefined>;
  put(accountId: string, userId: string, key: string, value: unknown): Promise<void>;
}

/** Preferences belong to the caller in the selected account; nobody reads another user's. */
export function makePreferences({ preferences }: { preferences: PreferenceStore }) {
  return {
    async get(caller: Caller, key: string): Promise<PreferenceResponse> {
      return { key, value: (await preferences.get(caller.accountId, caller.userId, key)) ?? null };
    },
    async put(caller: Caller, key: string, value: unknown): Promise<PreferenceResponse> {
      await preferences.put(caller.accountId, caller.userId, key, value);
      return { key, value };
    },
  };
}
