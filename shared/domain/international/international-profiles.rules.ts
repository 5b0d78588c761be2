/**
 * International profiles (accounts §3 "the international settings plus profileName and isDefault"): the
 * account's list with exactly one default whenever it has any, and what a profile fills in a shipment.
 */
import type { InternationalProfileForm } from './international-profile-form.schema';

/** Profiles one account keeps: the order editor lists them all in one select. */
export const INTERNATIONAL_PROFILES_MAX = 50;

/** The success / error pairs (accounts §8 "international settings": wording not shown, ours). */
export const INTERNATIONAL_PROFILE_MESSAGES = {
  saved: 'International profile saved',
  deleted: 'International profile deleted',
  saveFailed: 'The international profile could not be saved',
  deleteFailed: 'The international profile could not be deleted',
  duplicateName: 'A profile with this name already exists',
  tooMany: `At most ${INTERNATIONAL_PROFILES_MAX} international profiles allowed`,
  keepOneDefault: 'Make another profile the default instead',
} as const;

export interface InternationalProfileRecord extends InternationalProfileForm {
  id: string;
  updatedAt: string;
}

export type ProfileListError = { field: 'profileName' | 'isDefault' | 'profiles'; message: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Exactly one default whenever there are profiles: the one asked for, else the first. */
export function withOneDefault(
  profiles: readonly InternationalProfileRecord[],
  defaultId?: string,
): InternationalProfileRecord[] {
  if (profiles.length === 0) return [];
  const chosen = profiles.find((p) => p.id === defaultId) ?? profiles.find((p) => p.isDefault) ?? profiles[0];
  return profiles.map((p) => ({ ...p, isDefault: p.id === chosen.id }));
}

/** The list with `profile` added: the first profile is the default, and so is a new one asked to be. */
export function addProfile(
  profiles: readonly InternationalProfileRecord[],
  profile: InternationalProfileRecord,
): InternationalProfileRecord[] | ProfileListError {
  if (profiles.length >= INTERNATIONAL_PROFILES_MAX)
    return { field: 'profiles', message: INTERNATIONAL_PROFILE_MESSAGES.tooMany };
  if (profiles.some((p) => sameName(p.profileName, profile.profileName)))
    return { field: 'profileName', message: INTERNATIONAL_PROFILE_MESSAGES.duplicateName };
  const next = [...profiles, profile];
  return withOneDefault(next, profile.isDefault ? profile.id : profiles.find((p) => p.isDefault)?.id);
}

/** The list with `profile` replacing its namesake by id; undefined when there is none. */
export function updateProfile(
  profiles: readonly InternationalProfileRecord[],
  profile: InternationalProfileRecord,
): InternationalProfileRecord[] | ProfileListError | undefined {
  const current = profiles.find((p) => p.id === profile.id);
  if (!current) return undefined;
  if (profiles.some((p) => p.id !== profile.id && sameName(p.profileName, profile.profileName)))
    return { field: 'profileName', message: INTERNATIONAL_PROFILE_MESSAGES.duplicateName };
  // The default is moved by making another profile the default, never by leaving none.
  if (current.isDefault && !profile.isDefault)
    return { field: 'isDefault', message: INTERNATIONAL_PROFILE_MESSAGES.keepOneDefault };
  const next = profiles.map((p) => (p.id === profile.id ? profile : p));
  return withOneDefault(next, profile.isDefault ? profile.id : profiles.find((p) => p.isDefault)?.id);
}

/** The list without `id` (undefined when absent); a removed default passes to the first one left. */
export function removeProfile(
  profiles: readonly InternationalProfileRecord[],
  id: string,
): InternationalProfileRecord[] | undefined {
  if (!profiles.some((p) => p.id === id)) return undefined;
  const left = profiles.filter((p) => p.id !== id);
  return withOneDefault(left, left.find((p) => p.isDefault)?.id);
}
