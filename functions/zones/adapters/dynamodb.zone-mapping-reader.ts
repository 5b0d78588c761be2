import type { ZoneMappingRecord } from '#domain/zones/ports';
import type { ZoneMappingFields } from '#domain/zones/zone-records';
import { onTable } from '#lib/db/table';
import { ZoneMappingEntity } from '../db/zone-mapping.entity';

export type ZoneMappingItem = {
  mappingId: string;
  position: number;
  version: number;
  mapping: ZoneMappingFields;
  createdAt: string;
  updatedAt: string;
};

export const toZoneMapping = (i: ZoneMappingItem): ZoneMappingRecord => ({
  ...i.mapping,
  name: i.mapping.name ?? '',
  id: i.mappingId,
  position: i.position,
  version: i.version,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

/** The merchant's order: position, then creation (two creates racing for the last place both land, in time order). */
const byMappingOrder = (a: ZoneMappingRecord, b: ZoneMappingRecord) =>
  a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The account's mappings in order, one query: all the rate shop bundles of zones (no writes, no counter). */
export async function readZoneMappings(accountId: string): Promise<ZoneMappingRecord[]> {
  const { data } = await onTable(ZoneMappingEntity).query.byAccount({ accountId }).go({ pages: 'all' });
  return data.map((i) => toZoneMapping(i as ZoneMappingItem)).sort(byMappingOrder);
}
