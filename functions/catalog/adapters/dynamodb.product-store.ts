import type { ItemDimensions } from '#domain/catalog/catalog-fields.schema';
import { searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import type { KitSnapshot, ProductRecord, ProductStore } from '#domain/catalog/ports';
import { productSkuKey } from '#domain/catalog/product-identity.rules';
import { ProductEntity } from '../db/product.entity';
import { onTable } from '#lib/db/table';
import { getEntries, getEntry, listEntries, type CatalogEntries } from './dynamodb.catalog-store';
import { firstMatches } from './dynamodb.count-matches';
import { claimOwner, createClaimed, deleteClaimed, updateClaimed, type ClaimedEntries } from './dynamodb.unique-claims';

interface ProductItem {
  productId: string;
  title: string;
  sku: string;
  priceCents: number;
  shop?: string;
  dimensions: unknown;
  kitting?: unknown;
  priceFromContents?: boolean;
  platformUpdatedAt?: string;
  createdAt: string;
  updatedAt: string;
}

function toRecord(item: ProductItem): ProductRecord {
  return {
    id: item.productId,
    title: item.title,
    sku: item.sku,
    priceCents: item.priceCents,
    shop: item.shop ?? '',
    dimensions: item.dimensions as ItemDimensions,
    kitting: (item.kitting ?? null) as KitSnapshot | null,
    priceFromContents: item.priceFromContents ?? false,
    ...(item.platformUpdatedAt ? { platformUpdatedAt: item.platformUpdatedAt } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** Everything but the keys; the search fields are derived here, the one place that writes them. */
function fieldsOf(p: ProductRecord) {
  return {
    title: p.title,
    sku: p.sku,
    priceCents: p.priceCents,
    shop: p.shop,
    dimensions: p.dimensions,
    kitting: p.kitting,
    isKit: p.kitting !== null,
    priceFromContents: p.priceFromContents,
    searchText: searchTextOf(p.title, p.sku),
    sortName: sortNameOf(p.title),
    // Written by store sync only; a save from the Product form keeps the synced version.
    ...(p.platformUpdatedAt ? { platformUpdatedAt: p.platformUpdatedAt } : {}),
  };
}

/** Reading products needs only this; productsBySku (the order imports' lookup) bundles no product writes. */
const productEntries: CatalogEntries<ProductRecord> = { entity: ProductEntity, id: 'productId', toRecord };

const products: ClaimedEntries<ProductRecord> = {
  entity: ProductEntity,
  id: 'productId',
  toRecord,
  scope: 'product-sku',
  claimedValue: (p) => productSkuKey(p.sku),
  fieldsOf,
};

export const dynamoProductStore: ProductStore = {
  list: (accountId, page) => listEntries(products, accountId, page),

  get: (accountId, productId) => getEntry(products, accountId, productId),

  getMany: (accountId, productIds) => getEntries(products, accountId, productIds),

  create: (accountId, p) => createClaimed(products, accountId, p),

  update: (accountId, p) => updateClaimed(products, accountId, p),

  delete: (accountId, productId) => deleteClaimed(products, accountId, productId),

  async search(accountId, { query, shop, limit }) {
    const matching = onTable(ProductEntity)
      .query.byName({ accountId })
      .where(({ searchText, shop: shopAttr }, { contains, eq }) =>
        [query ? contains(searchText, query) : '', shop ? `(${eq(shopAttr, shop)} OR ${eq(shopAttr, '')})` : '']
          .filter(Boolean)
          .join(' AND '),
      );
    const { data, total } = await firstMatches(matching, !!(query || shop), limit, (options) =>
      matching.go({ ...options, attributes: ['productId', 'title', 'sku', 'isKit', 'priceCents', 'dimensions'] }),
    );
    const hits = data.map((h) => ({
      id: h.productId,
      title: h.title,
      sku: h.sku,
      kitting: h.isKit,
      priceCents: h.priceCents,
      dimensions: h.dimensions as ItemDimensions,
    }));
    return { hits, total };
  },
};

/** Catalog products for the given SKUs (those that exist), through the SKU claims. */
export async function productsBySku(accountId: string, skus: readonly string[]): Promise<ProductRecord[]> {
  const keys = [...new Set(skus.map(productSkuKey).filter(Boolean))];
  const ids = (await Promise.all(keys.map((k) => claimOwner(accountId, 'product-sku', k)))).filter((id): id is string =>
    Boolean(id),
  );
  return getEntries(productEntries, accountId, ids);
}

/** Products by id, for readers that never write (automation runs): bundles none of the SKU claims. */
export const productReads: Pick<ProductStore, 'getMany'> = {
  getMany: (accountId, productIds) => getEntries(productEntries, accountId, productIds),
};
