import { claimSettingsSchema } from '#domain/claims/claim-settings.schema';
import type { ClaimSettingsStore } from '#domain/claims/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { ClaimSettingsEntity } from '../db/claim-settings.entity';

// A stored item that no longer parses (a status renamed) reads as the defaults rather than failing the claim.
const parse = (stored: unknown) => claimSettingsSchema.safeParse(stored).data ?? claimSettingsSchema.parse({});
const store = /* @__PURE__ */ makeVersionedSettingsStore(ClaimSettingsEntity, parse);

/** The account's claim settings item (ACC#<a> / SETTINGS#CLAIMS); an account that never saved reads the defaults at version 0. */
export const dynamoClaimSettingsStore: ClaimSettingsStore = {
  async get(accountId) {
    const record = await store.get(accountId);
    return record ? { settings: record.settings, version: record.version } : { settings: parse({}), version: 0 };
  },
  async put(accountId, settings, expectedVersion) {
    const written = await store.put(accountId, settings, expectedVersion);
    return written ? { settings: written.settings, version: written.version } : undefined;
  },
};
