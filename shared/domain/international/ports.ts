import type { InternationalProfileRecord } from './international-profiles.rules';

export interface StoredProfiles {
  profiles: InternationalProfileRecord[];
  /** 0 for an account that never saved one. */
  version: number;
}

/** The account's international profiles, kept together so exactly one default is one conditional write. */
export interface InternationalProfileStore {
  get(accountId: string): Promise<StoredProfiles>;
  /** Written only while the stored list is still at `expectedVersion`; undefined when it moved on. */
  put(
    accountId: string,
    profiles: InternationalProfileRecord[],
    expectedVersion: number,
  ): Promise<StoredProfiles | undefined>;
}
