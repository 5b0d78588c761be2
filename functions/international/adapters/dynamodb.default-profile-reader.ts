import * as z from 'zod';
import { defaultProfileOf } from '#domain/international/default-profile.rules';
import type { DefaultProfileReader } from '#domain/international/ports';
import { htsCodeSchema, internationalSettingsSchema } from '#domain/shipments/shipment.schema';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { InternationalProfilesEntity } from '../db/international-profiles.entity';

/**
 * The stored profiles read as customs only: the shipment schema the order routes already carry, so they
 * bundle no profile form. A stored list that no longer parses reads as none, leaving orders as sent.
 */
const storedCustomsSchema = z.object({
  profiles: z
    .array(
      internationalSettingsSchema.extend({
        profileName: z.string(),
        htsCode: htsCodeSchema,
        isDefault: z.boolean().default(false),
      }),
    )
    .catch([]),
});

const store = /* @__PURE__ */ makeVersionedSettingsStore(InternationalProfilesEntity, (stored) =>
  storedCustomsSchema.parse(stored ?? {}),
);

export const dynamoDefaultProfileReader: DefaultProfileReader = async (accountId) =>
  defaultProfileOf((await store.get(accountId))?.settings.profiles ?? []);
