import * as z from 'zod';
import { internationalProfileFormSchema } from '#domain/international/international-profile-form.schema';
import type { InternationalProfileRecord } from '#domain/international/international-profiles.rules';
import type { InternationalProfileStore } from '#domain/international/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { InternationalProfilesEntity } from '../db/international-profiles.entity';

const storedSchema = z.object({
  profiles: z.array(internationalProfileFormSchema.extend({ id: z.string(), updatedAt: z.string() })).catch([]),
});

// A stored list is parsed on read, so a field added later takes its default rather than failing the editor.
const parse = (stored: unknown): { profiles: InternationalProfileRecord[] } => storedSchema.parse(stored ?? {});
const store = /* @__PURE__ */ makeVersionedSettingsStore(InternationalProfilesEntity, parse);

export const dynamoInternationalProfileStore: InternationalProfileStore = {
  async get(accountId) {
    const record = await store.get(accountId);
    return record ? { profiles: record.settings.profiles, version: record.version } : { profiles: [], version: 0 };
  },
  async put(accountId, profiles, expectedVersion) {
    const written = await store.put(accountId, { profiles }, expectedVersion);
    return written ? { profiles, version: written.version } : undefined;
  },
};
