import * as z from 'zod';
import { ONBOARDING_STEPS } from '#domain/onboarding/onboarding.rules';
import type { OnboardingStore } from '#domain/onboarding/ports';
import { makeVersionedSettingsStore } from '#lib/db/versioned-settings-store';
import { OnboardingEntity } from '../db/onboarding.entity';

const stepStateSchema = z.object({ status: z.enum(['done', 'skipped']), at: z.string() });

/** The stored item, read leniently: a step unknown today is dropped, missing parts take their defaults. */
const storedSchema = z.object({
  progress: z
    .object({
      steps: z
        .record(z.string(), stepStateSchema)
        .transform((steps) =>
          Object.fromEntries(
            Object.entries(steps).filter(([k]) => (ONBOARDING_STEPS as readonly string[]).includes(k)),
          ),
        )
        .default({}),
      completedAt: z.string().optional(),
    })
    .default({ steps: {} }),
  services: z
    .object({ anyServiceSelected: z.boolean().default(false), preferredServices: z.array(z.string()).default([]) })
    .default({ anyServiceSelected: false, preferredServices: [] }),
});

const versioned = makeVersionedSettingsStore(OnboardingEntity, (stored) => storedSchema.parse(stored));

export const dynamoOnboardingStore: OnboardingStore = {
  async get(accountId) {
    const record = await versioned.get(accountId);
    return record && { ...record.settings, version: record.version };
  },
  async put(accountId, value, expectedVersion) {
    const record = await versioned.put(accountId, value, expectedVersion);
    return record && { ...record.settings, version: record.version };
  },
};
