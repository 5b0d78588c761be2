import type { ZoneMappingFields, ZoneFields } from './zone-records';

/** A zone as stored (accounts §3 Zone: zone, countries, regions); `version` guards edits made on a stale read. */
export interface ZoneRecord extends ZoneFields {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A zone mapping as stored: its place in the merchant's order (first match wins) and its version. */
export interface ZoneMappingRecord extends ZoneMappingFields {
  id: string;
  position: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Zones and zone mappings an account may hold; a reorder of every mapping fits one DynamoDB transaction (100 items). */
export const ZONES_PER_ACCOUNT_MAX = 100;
export const ZONE_MAPPINGS_PER_ACCOUNT_MAX = 100;

/** Why a write did not happen: a cap reached, an edit made on an old version, or the item is gone. */
export type ZoneWriteRefusal = 'limit' | 'stale' | 'missing';
export type ZoneWriteOutcome<T> = { ok: true; value: T } | { ok: false; refusal: ZoneWriteRefusal };

/** One kind of the account's zone items (zones, or mappings): creates count against the kind's cap in the same write. */
export interface ZoneItemStore<T extends { id: string; version: number }, F> {
  list(accountId: string): Promise<T[]>;
  get(accountId: string, id: string): Promise<T | undefined>;
  create(accountId: string, item: T): Promise<ZoneWriteOutcome<T>>;
  /** Writes `fields` over the item when it is still at `version` (bumping it). */
  update(accountId: string, id: string, version: number, fields: F): Promise<ZoneWriteOutcome<T>>;
  remove(accountId: string, id: string, version: number): Promise<ZoneWriteOutcome<void>>;
}

export type ZoneStore = ZoneItemStore<ZoneRecord, ZoneFields>;

export interface ZoneMappingStore extends ZoneItemStore<ZoneMappingRecord, ZoneMappingFields> {
  /** New positions in one transaction (versions stay: an open editor is not made stale); false when one vanished. */
  reorder(accountId: string, moved: readonly { id: string; position: number }[]): Promise<boolean>;
}

/** What the rate shop reads of zones: the account's mappings, in order, once per request. */
export type ZoneMappingsReader = (accountId: string) => Promise<ZoneMappingRecord[]>;
