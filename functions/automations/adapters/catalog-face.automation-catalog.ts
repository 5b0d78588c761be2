import type { CatalogEntries } from '#domain/automations/automation-catalog.rules';
import type { AutomationCatalogReader } from '#domain/automations/ports';
import type { BoxStore, PackagingStore, ProductStore } from '#domain/catalog/ports';
import { fromCents } from '#domain/money/cents.rules';
import type { WarehouseStore } from '#domain/warehouses/ports';
import { boxReads, packagingReads, productReads } from '#functions/catalog/catalog.adapters';
import { dynamoWarehouseStore } from '#functions/warehouses/warehouses.adapters';

interface CatalogSources {
  boxes: Pick<BoxStore, 'get'>;
  products: Pick<ProductStore, 'getMany'>;
  packagings: Pick<PackagingStore, 'getMany'>;
  warehouses: Pick<WarehouseStore, 'get'>;
}

const present = <T>(pairs: readonly [string, T | undefined][]) =>
  new Map(pairs.filter((p): p is [string, T] => p[1] !== undefined));

/**
 * The entries rules name, read through the catalog's and warehouses' own stores by id: a run reads at most
 * what its rules name (boxes and warehouses one by one, products and packagings in one batch each).
 */
export function makeCatalogAutomationReader(sources: CatalogSources): AutomationCatalogReader {
  return {
    async entries(accountId, refs): Promise<CatalogEntries> {
      const [boxes, products, packagings, warehouses] = await Promise.all([
        Promise.all(refs.boxIds.map(async (id) => [id, await sources.boxes.get(accountId, id)] as const)),
        refs.productIds.length ? sources.products.getMany(accountId, refs.productIds) : [],
        refs.packagingIds.length ? sources.packagings.getMany(accountId, refs.packagingIds) : [],
        Promise.all(refs.warehouseIds.map(async (id) => [id, await sources.warehouses.get(accountId, id)] as const)),
      ]);
      return {
        boxes: present(
          boxes.map(([id, b]) => {
            if (!b) return [id, undefined];
            const { costCents, createdAt: _c, updatedAt: _u, ...box } = b;
            return [id, { ...box, cost: fromCents(costCents) }];
          }),
        ),
        products: new Map(
          products.map((p) => [
            p.id,
            { title: p.title, sku: p.sku, price: fromCents(p.priceCents), dimensions: p.dimensions },
          ]),
        ),
        packagings: new Map(
          packagings.map((p) => [
            p.id,
            {
              title: p.title,
              sku: p.sku,
              price: fromCents(p.priceCents),
              dimensions: p.dimensions,
              packagingType: p.packagingType,
            },
          ]),
        ),
        warehouses: present(
          warehouses.map(([id, w]) => {
            if (!w) return [id, undefined];
            const { createdAt: _c, updatedAt: _u, ...warehouse } = w;
            return [id, warehouse];
          }),
        ),
      };
    },
  };
}

export const catalogAutomationReader = /* @__PURE__ */ makeCatalogAutomationReader({
  boxes: boxReads,
  products: productReads,
  packagings: packagingReads,
  warehouses: dynamoWarehouseStore,
});
