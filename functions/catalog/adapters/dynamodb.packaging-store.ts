import type { ItemDimensions } from '#domain/catalog/catalog-fields.schema';
import { ICE_PACK_TERM, searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import type { LinerMaterial, LinerThickness } from '#domain/catalog/catalog.types';
import type { PackagingRecord, PackagingStore } from '#domain/catalog/ports';
import { PackagingEntity } from '../db/packaging.entity';
import { conditionHeld } from '#lib/db/condition-failure';
import { onTable } from '#lib/db/table';
import { deleteEntry, getEntries, getEntry, listEntries, type CatalogEntries } from './dynamodb.catalog-store';
import { firstMatches } from './dynamodb.count-matches';

interface PackagingItem {
  packagingId: string;
  packagingType: PackagingRecord['packagingType'];
  title: string;
  sku: string;
  priceCents: number;
  material?: string;
  thickness?: string;
  dimensions: unknown;
  createdAt: string;
  updatedAt: string;
}

function toRecord(item: PackagingItem): PackagingRecord {
  return {
    id: item.packagingId,
    packagingType: item.packagingType,
    title: item.title,
    sku: item.sku,
    priceCents: item.priceCents,
    ...(item.material ? { material: item.material as LinerMaterial } : {}),
    ...(item.thickness ? { thickness: item.thickness as LinerThickness } : {}),
    dimensions: item.dimensions as ItemDimensions,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

function fieldsOf(p: PackagingRecord) {
  return {
    packagingType: p.packagingType,
    title: p.title,
    sku: p.sku,
    priceCents: p.priceCents,
    dimensions: p.dimensions,
    searchText: searchTextOf(p.title, p.sku),
    sortName: sortNameOf(p.title),
  };
}

const packagings: CatalogEntries<PackagingRecord> = { entity: PackagingEntity, id: 'packagingId', toRecord };

export const dynamoPackagingStore: PackagingStore = {
  list: (accountId, page) => listEntries(packagings, accountId, page),

  get: (accountId, packagingId) => getEntry(packagings, accountId, packagingId),

  getMany: (accountId, packagingIds) => getEntries(packagings, accountId, packagingIds),

  async create(accountId, p) {
    await onTable(PackagingEntity)
      .create({
        accountId,
        packagingId: p.id,
        ...fieldsOf(p),
        material: p.material,
        thickness: p.thickness,
      })
      .go();
  },

  async update(accountId, p) {
    // A liner keeps its material and thickness; any other type must not carry them.
    const liner = {
      ...(p.material ? { material: p.material } : {}),
      ...(p.thickness ? { thickness: p.thickness } : {}),
    };
    const unset = (['material', 'thickness'] as const).filter((k) => !p[k]);
    const patch = onTable(PackagingEntity)
      .patch({ accountId, packagingId: p.id })
      .set({ ...fieldsOf(p), ...liner });
    return conditionHeld(() => (unset.length ? patch.remove(unset) : patch).go());
  },

  delete: (accountId, packagingId) => deleteEntry(packagings, accountId, packagingId),

  async search(accountId, { query, hideIcePacks, limit }) {
    const matching = onTable(PackagingEntity)
      .query.byName({ accountId })
      .where(({ searchText, sortName }, { contains, notContains }) =>
        [query ? contains(searchText, query) : '', hideIcePacks ? notContains(sortName, ICE_PACK_TERM) : '']
          .filter(Boolean)
          .join(' AND '),
      );
    const { data, total } = await firstMatches(matching, !!(query || hideIcePacks), limit, (options) =>
      matching.go({
        ...options,
        attributes: ['packagingId', 'packagingType', 'title', 'sku', 'priceCents', 'dimensions'],
      }),
    );
    const hits = data.map((h) => ({
      id: h.packagingId,
      packagingType: h.packagingType,
      title: h.title,
      sku: h.sku,
      priceCents: h.priceCents,
      dimensions: h.dimensions as ItemDimensions,
    }));
    return { hits, total };
  },
};

/** Packagings by id, for readers that never write (automation runs). */
export const packagingReads: Pick<PackagingStore, 'getMany'> = {
  getMany: (accountId, packagingIds) => getEntries(packagings, accountId, packagingIds),
};
