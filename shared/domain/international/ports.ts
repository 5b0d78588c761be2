import type { InternationalSettings } from '../shipments/shipment.schema';
import type { OrderRoute, ProfileCustoms } from './default-profile.rules';
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

/** The account's default profile (undefined when it keeps none), as new orders bound abroad take it. */
export type DefaultProfileReader = (accountId: string) => Promise<ProfileCustoms | undefined>;

/**
 * Fills, in a new order bound abroad, the shipments sent without customs from the account's default profile
 * (default-profile.rules), reading the profile the first time an order needs it.
 */
export type DefaultCustomsFill = <S extends { internationalSettings?: InternationalSettings | null }>(
  shipments: readonly S[],
  route: OrderRoute,
) => Promise<S[]>;

/**
 * One account's fill, for every new order of a request or an import chunk (the profile read once); a port,
 * so the order routes that go without it bundle none of its rules.
 */
export type DefaultCustoms = (accountId: string) => DefaultCustomsFill;
