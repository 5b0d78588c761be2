import type { ItemDimensions } from '#domain/catalog/catalog-fields.schema';
import { ICE_PACK_TERM, searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import type { LinerMaterial, LinerThickness } from '#domain/catalog/catalog.types';
import type { PackagingRecord, PackagingStore } from '#domain/catalog/ports';
import { batchGetAll } from '#lib/db/batch-get';
import { queryPage } from '#lib/db/cursor';
import { PackagingEntity } from '../db/packaging.entity';
import { onTable } from '#lib/db/table';
import { countMatches, pageLimit } from './dynamodb.count-matches';
import { isConditionFailure } from './dynamodb.unique-claims';

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

export const dynamoPackagingStore: PackagingStore = {
  async list(accountId, page) {
    const { items, cursor } = await queryPage(onTable(PackagingEntity).query.byName({ accountId }), accountId, page);
    return { items: items.map(toRecord), cursor };
  },

  async get(accountId, packagingId) {
    const { data } = await onTable(PackagingEntity).get({ accountId, packagingId }).go({ consistent: true });
    return data ? toRecord(data) : undefined;
  },

  async getMany(accountId, packagingIds) {
    if (packagingIds.length === 0) return [];
    const keys = [...new Set(packagingIds)].map((packagingId) => ({ accountId, packagingId }));
    return (await batchGetAll(keys, (batch) => onTable(PackagingEntity).get(batch).go())).map(toRecord);
  },

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
    try {
      // A liner keeps its material and thickness; any other type must not carry them.
      const liner = {
        ...(p.material ? { material: p.material } : {}),
        ...(p.thickness ? { thickness: p.thickness } : {}),
      };
      const unset = (['material', 'thickness'] as const).filter((k) => !p[k]);
      const patch = onTable(PackagingEntity)
        .patch({ accountId, packagingId: p.id })
        .set({ ...fieldsOf(p), ...liner });
      await (unset.length ? patch.remove(unset) : patch).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async delete(accountId, packagingId) {
    try {
      await onTable(PackagingEntity)
        .delete({ accountId, packagingId })
        .where(({ packagingId: id }, { exists }) => exists(id))
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async search(accountId, { query, hideIcePacks, limit }) {
    const matching = onTable(PackagingEntity)
      .query.byName({ accountId })
      .where(({ searchText, sortName }, { contains, notContains }) =>
        [query ? contains(searchText, query) : '', hideIcePacks ? notContains(sortName, ICE_PACK_TERM) : '']
          .filter(Boolean)
          .join(' AND '),
      );
    const [{ data }, total] = await Promise.all([
      matching.go({
        pages: 'all',
        count: limit,
        limit: pageLimit(!!(query || hideIcePacks), limit),
        attributes: ['packagingId', 'packagingType', 'title', 'sku', 'priceCents', 'dimensions'],
      }),
      countMatches(matching.params()),
    ]);
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
