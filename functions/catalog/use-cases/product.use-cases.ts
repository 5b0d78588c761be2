import type { ListQuery, ProductResponse } from '#api/catalog';
import type { IdGenerator } from '#domain/accounts/ports';
import { CATALOG_MESSAGES } from '#domain/catalog/catalog-messages';
import { effectiveQuery, searchLimit } from '#domain/catalog/catalog-search.rules';
import { kitPriceCents } from '#domain/catalog/kit-pricing.rules';
import type { BoxStore, KitSnapshot, PackagingStore, ProductRecord, ProductStore } from '#domain/catalog/ports';
import type { KittingRequest, ProductRequestValues } from '#domain/catalog/product-request.schema';
import { fromCents, toCents } from '#domain/money/cents.rules';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { presentProduct } from './catalog.presenter';

export interface ProductDeps {
  products: ProductStore;
  packagings: PackagingStore;
  boxes: BoxStore;
  ids: IdGenerator;
}

export interface ProductSearchInput {
  query: string;
  orderSearch: boolean;
  offset: number;
  ignoreQuery: boolean;
  shop?: string;
}

const notFound = () => new NotFoundError('Product');

/** Products and kits (accounts §3 Product, orders §3 Kit). Every call is scoped by the caller's account. */
export function makeProductUseCases({ products, packagings, boxes, ids }: ProductDeps) {
  /**
   * Kit references → snapshots of the current catalog entries. An id of another account is
   * simply not found here, so it is refused like a missing one.
   */
  async function resolveKit(
    accountId: string,
    kitting: KittingRequest | null,
    selfId?: string,
  ): Promise<KitSnapshot | null> {
    if (!kitting) return null;
    const [foundProducts, foundPackagings, box] = await Promise.all([
      products.getMany(
        accountId,
        kitting.branchProducts.map((b) => b.productId),
      ),
      packagings.getMany(
        accountId,
        kitting.branchPackagings.map((b) => b.packagingId),
      ),
      kitting.branchBox ? boxes.get(accountId, kitting.branchBox.boxId) : Promise.resolve(undefined),
    ]);
    const errors: Record<string, string> = {};
    const productById = new Map(foundProducts.map((p) => [p.id, p]));
    const packagingById = new Map(foundPackagings.map((p) => [p.id, p]));
    kitting.branchProducts.forEach((b, i) => {
      const p = productById.get(b.productId);
      const field = `kitting.branchProducts.${i}.productId`;
      if (b.productId === selfId) errors[field] = CATALOG_MESSAGES.kitInItself;
      else if (!p) errors[field] = CATALOG_MESSAGES.notInCatalog;
      else if (p.kitting) errors[field] = CATALOG_MESSAGES.kitInKit;
    });
    kitting.branchPackagings.forEach((b, i) => {
      if (!packagingById.has(b.packagingId))
        errors[`kitting.branchPackagings.${i}.packagingId`] = CATALOG_MESSAGES.notInCatalog;
    });
    if (kitting.branchBox && !box) errors['kitting.branchBox.boxId'] = CATALOG_MESSAGES.notInCatalog;
    if (Object.keys(errors).length) throw new ValidationError(errors);

    return {
      branchProducts: kitting.branchProducts.map((b) => {
        const p = productById.get(b.productId)!;
        return {
          productId: p.id,
          title: p.title,
          sku: p.sku,
          priceCents: p.priceCents,
          quantity: b.quantity,
          dimensions: p.dimensions,
        };
      }),
      branchPackagings: kitting.branchPackagings.map((b) => {
        const p = packagingById.get(b.packagingId)!;
        return {
          packagingId: p.id,
          packagingType: p.packagingType,
          title: p.title,
          sku: p.sku,
          priceCents: p.priceCents,
          quantity: b.quantity,
          dimensions: p.dimensions,
        };
      }),
      branchBox:
        box && kitting.branchBox
          ? {
              boxId: box.id,
              name: box.name,
              costCents: box.costCents,
              quantity: kitting.branchBox.quantity,
              weight: { value: box.weight.value, units: box.weight.units },
            }
          : null,
    };
  }

  async function toRecord(accountId: string, id: string, v: ProductRequestValues): Promise<ProductRecord> {
    const kitting = await resolveKit(accountId, v.kitting, id);
    // A make-a-box SKU is priced from its contents (orders §3), as they are at save time.
    const priceCents =
      v.priceFromContents && kitting
        ? kitPriceCents({
            products: kitting.branchProducts.map((b) => ({ unitPriceCents: b.priceCents, quantity: b.quantity })),
            packagings: kitting.branchPackagings.map((b) => ({ unitPriceCents: b.priceCents, quantity: b.quantity })),
            box: kitting.branchBox
              ? { unitPriceCents: kitting.branchBox.costCents, quantity: kitting.branchBox.quantity }
              : null,
          })
        : toCents(v.price);
    return {
      id,
      title: v.title,
      sku: v.sku,
      priceCents,
      shop: v.shop,
      dimensions: v.dimensions,
      kitting,
      priceFromContents: v.priceFromContents && !!kitting,
    };
  }

  const getOne = async (accountId: string, productId: string): Promise<ProductResponse> => {
    const record = await products.get(accountId, productId);
    if (!record) throw notFound();
    return presentProduct(record);
  };

  return {
    async list(accountId: string, page: ListQuery) {
      const { items, cursor } = await products.list(accountId, page);
      return { items: items.map(presentProduct), cursor };
    },

    get: getOne,

    async create(accountId: string, values: ProductRequestValues): Promise<ProductResponse> {
      const record = await toRecord(accountId, ids.newId(), values);
      if ((await products.create(accountId, record)) === 'taken') throw new ConflictError(CATALOG_MESSAGES.skuTaken);
      return getOne(accountId, record.id);
    },

    async update(accountId: string, productId: string, values: ProductRequestValues): Promise<ProductResponse> {
      if (!(await products.get(accountId, productId))) throw notFound();
      const outcome = await products.update(accountId, await toRecord(accountId, productId, values));
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'taken') throw new ConflictError(CATALOG_MESSAGES.skuTaken);
      return getOne(accountId, productId);
    },

    async remove(accountId: string, productId: string): Promise<void> {
      if (!(await products.delete(accountId, productId))) throw notFound();
    },

    /** POST /api/v1/products/search (orders §7). orderSearch adds what an order line needs (price, dimensions). */
    async search(accountId: string, input: ProductSearchInput) {
      const { hits, total } = await products.search(accountId, {
        query: effectiveQuery(input),
        shop: input.shop,
        limit: searchLimit(input.offset),
      });
      const items = hits.slice(input.offset);
      return {
        products: items.map((h) => ({
          title: h.title,
          sku: h.sku,
          kitting: h.kitting,
          _id: h.id,
          ...(input.orderSearch ? { price: fromCents(h.priceCents), dimensions: h.dimensions } : {}),
        })),
        total,
      };
    },
  };
}
