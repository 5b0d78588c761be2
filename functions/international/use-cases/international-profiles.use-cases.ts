import type {
  InternationalProfileRequest,
  InternationalProfilesView,
  InternationalProfileView,
} from '#api/international';
import type { IdGenerator } from '#domain/accounts/ports';
import { internationalProfileFormSchema } from '#domain/international/international-profile-form.schema';
import {
  addProfile,
  removeProfile,
  updateProfile,
  type InternationalProfileRecord,
  type ProfileListError,
} from '#domain/international/international-profiles.rules';
import type { InternationalProfileStore } from '#domain/international/ports';
import { raceBudget } from '#lib/race-budget';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';

/** How long a save keeps retrying lost races before answering 409: a settings page, not a wallet. */
const SAVE_RACE_BUDGET_MS = 3_000;

export interface InternationalProfileDeps {
  profiles: InternationalProfileStore;
  ids: IdGenerator;
  clock?: () => Date;
}

const isError = (r: unknown): r is ProfileListError =>
  typeof r === 'object' && r !== null && !Array.isArray(r) && 'message' in r;

/**
 * The account's international profiles (accounts §3, §5): each write reads the list, applies the pure
 * rule (exactly one default, unique names, at most 50) and writes it back guarded by its version, so
 * two requests never leave two defaults or none; a lost race reads again.
 */
export function makeInternationalProfiles(deps: InternationalProfileDeps) {
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();

  async function change(
    accountId: string,
    apply: (profiles: InternationalProfileRecord[]) => InternationalProfileRecord[] | ProfileListError | undefined,
  ): Promise<InternationalProfileRecord[]> {
    for (const race = raceBudget(SAVE_RACE_BUDGET_MS); race.open; await race.retry()) {
      const stored = await deps.profiles.get(accountId);
      const next = apply(stored.profiles);
      if (next === undefined) throw new NotFoundError('International profile');
      if (isError(next)) throw new ValidationError({ [next.field]: next.message }, next.message);
      const written = await deps.profiles.put(accountId, next, stored.version);
      if (written) return written.profiles;
    }
    throw new ConflictError('The international profiles were changed meanwhile. Reload them and try again.');
  }

  const recordOf = (id: string, body: InternationalProfileRequest): InternationalProfileRecord => ({
    ...internationalProfileFormSchema.parse(body),
    id,
    updatedAt: now(),
  });

  const pick = (profiles: InternationalProfileRecord[], id: string): InternationalProfileView =>
    profiles.find((p) => p.id === id)!;

  return {
    async list(accountId: string): Promise<InternationalProfilesView> {
      return { profiles: (await deps.profiles.get(accountId)).profiles };
    },

    async create(accountId: string, body: InternationalProfileRequest): Promise<InternationalProfileView> {
      const profile = recordOf(deps.ids.newId(), body);
      return pick(await change(accountId, (profiles) => addProfile(profiles, profile)), profile.id);
    },

    async update(accountId: string, id: string, body: InternationalProfileRequest): Promise<InternationalProfileView> {
      const profile = recordOf(id, body);
      return pick(await change(accountId, (profiles) => updateProfile(profiles, profile)), id);
    },

    async remove(accountId: string, id: string): Promise<InternationalProfilesView> {
      return { profiles: await change(accountId, (profiles) => removeProfile(profiles, id)) };
    },
  };
}
