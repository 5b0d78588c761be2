import type { ItemDimensions } from '#domain/catalog/catalog-fields.schema';
import { searchTextOf, sortNameOf } from '#domain/catalog/catalog-search.rules';
import type { KitSnapshot, ProductRecord, ProductStore } from '#domain/catalog/ports';
import { productSkuKey } from '#domain/catalog/product-identity.rules';
import { batchGetAll } from '#lib/db/batch-get';
import { queryPage } from '#lib/db/cursor';
import { ProductEntity } from '../db/product.entity';
import { onTable } from '#lib/db/table';
import { writeTransaction } from '#lib/db/transaction';
import { UniqueValueEntity } from '../db/unique-value.entity';
import { countMatches, pageLimit } from './dynamodb.count-matches';
import { claimOwner, moveClaim } from './dynamodb.unique-claims';

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

const claim = (accountId: string, productId: string) => ({
  accountId,
  scope: 'product-sku' as const,
  ownerId: productId,
});

async function getProduct(accountId: string, productId: string): Promise<ProductRecord | undefined> {
  const { data } = await onTable(ProductEntity).get({ accountId, productId }).go({ consistent: true });
  return data ? toRecord(data) : undefined;
}

/** A function of its own so productsBySku (the order import's lookup) bundles it without the whole store. */
async function getProducts(accountId: string, productIds: readonly string[]): Promise<ProductRecord[]> {
  if (productIds.length === 0) return [];
  const keys = [...new Set(productIds)].map((productId) => ({ accountId, productId }));
  return (await batchGetAll(keys, (batch) => onTable(ProductEntity).get(batch).go())).map(toRecord);
}

export const dynamoProductStore: ProductStore = {
  async list(accountId, page) {
    const { items, cursor } = await queryPage(onTable(ProductEntity).query.byName({ accountId }), accountId, page);
    return { items: items.map(toRecord), cursor };
  },

  get: getProduct,

  getMany: getProducts,

  async create(accountId, p) {
    const result = await writeTransaction({ product: ProductEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      product: [tx.product.create({ accountId, productId: p.id, ...fieldsOf(p) }).commit()],
      uniqueClaim: moveClaim(tx, claim(accountId, p.id), '', productSkuKey(p.sku)),
    }));
    return result.ok ? 'saved' : 'taken';
  },

  async update(accountId, p) {
    const current = await getProduct(accountId, p.id);
    if (!current) return 'not-found';
    const result = await writeTransaction({ product: ProductEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      product: [tx.product.patch({ accountId, productId: p.id }).set(fieldsOf(p)).commit()],
      uniqueClaim: moveClaim(tx, claim(accountId, p.id), productSkuKey(current.sku), productSkuKey(p.sku)),
    }));
    if (result.ok) return 'saved';
    // Cancelled: either the product vanished meanwhile or the new sku is someone else's.
    return (await getProduct(accountId, p.id)) ? 'taken' : 'not-found';
  },

  async delete(accountId, productId) {
    const current = await getProduct(accountId, productId);
    if (!current) return false;
    const result = await writeTransaction({ product: ProductEntity, uniqueValue: UniqueValueEntity }, (tx) => ({
      product: [
        tx.product
          .delete({ accountId, productId })
          .where(({ productId: id }, { exists }) => exists(id))
          .commit(),
      ],
      uniqueClaim: moveClaim(tx, claim(accountId, productId), productSkuKey(current.sku), ''),
    }));
    return result.ok;
  },

  async search(accountId, { query, shop, limit }) {
    const matching = onTable(ProductEntity)
      .query.byName({ accountId })
      .where(({ searchText, shop: shopAttr }, { contains, eq }) =>
        [query ? contains(searchText, query) : '', shop ? `(${eq(shopAttr, shop)} OR ${eq(shopAttr, '')})` : '']
          .filter(Boolean)
          .join(' AND '),
      );
    const [{ data }, total] = await Promise.all([
      matching.go({
        pages: 'all',
        count: limit,
        limit: pageLimit(!!(query || shop), limit),
        attributes: ['productId', 'title', 'sku', 'isKit', 'priceCents', 'dimensions'],
      }),
      countMatches(matching.params()),
    ]);
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
  return ids.length ? getProducts(accountId, ids) : [];
}
