import type { OrderWarehouse } from '../address/warehouse.schema';
import type { Box } from '../boxes/box.schema';
import { CARRIER_SERVICES, findCarrierService } from '../carriers/carrier-services.constants';
import type { Packaging, Product } from '../catalog/product.schema';
import { serviceKey, type AutomationCatalog } from './automation-order';

/**
 * The catalog entries a run needs: what its rules (and the previous run's changes) name, read once per run.
 * The engine checks names against them (a missing one is a deleted box, product, …); the order's writer
 * copies them into the order, so the box, warehouse, lines and coolant a rule chose are what the order shows,
 * weighs, rates and buys.
 */

/** Everything rules name that the account might delete. */
export interface CatalogReferences {
  boxIds: readonly string[];
  productIds: readonly string[];
  packagingIds: readonly string[];
  warehouseIds: readonly string[];
}

/** A catalog product or packaging as an order line copies it (no quantity: the rule gives it). */
export type ProductEntry = Pick<Product, 'title' | 'sku' | 'price' | 'dimensions' | 'kitting'>;
export type PackagingEntry = Pick<Packaging, 'title' | 'sku' | 'price' | 'dimensions' | 'packagingType'>;

/** The named entries the account still has, by id; an id absent from its map no longer exists. */
export interface CatalogEntries {
  boxes: ReadonlyMap<string, Box>;
  products: ReadonlyMap<string, ProductEntry>;
  packagings: ReadonlyMap<string, PackagingEntry>;
  warehouses: ReadonlyMap<string, OrderWarehouse>;
}

/** Several rules name the same ids: each is read once. */
export function mergeReferences(...parts: readonly Partial<CatalogReferences>[]): CatalogReferences {
  const union = (key: keyof CatalogReferences) => [...new Set(parts.flatMap((p) => p[key] ?? []))];
  return {
    boxIds: union('boxIds'),
    productIds: union('productIds'),
    packagingIds: union('packagingIds'),
    warehouseIds: union('warehouseIds'),
  };
}

/** A service name as merchants type it: case, spaces and punctuation do not matter ("2nd Day Air" is 2ndDayAir). */
export const serviceWords = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The carrier and service as a catalog key, whichever way the merchant wrote them. */
export const namedServiceKey = (carrier: string, service: string) =>
  serviceKey(serviceWords(carrier), serviceWords(service));

/**
 * Every service Shipdeck rates, under its code and its name (with and without the carrier's own name in
 * front), so a rule naming "UPS" "2nd Day Air" finds UPS 2ndDayAir.
 */
export const KNOWN_SERVICE_KEYS: ReadonlySet<string> = new Set(
  CARRIER_SERVICES.flatMap(({ carrier, service }) => serviceKeysOf(carrier, service)),
);

/** The keys a rated service answers to: its code, and its name with and without the carrier's name in front. */
export function serviceKeysOf(carrier: string, service: string): string[] {
  const name = findCarrierService(carrier, service)?.name;
  if (!name) return [namedServiceKey(carrier, service)];
  const bare = name.toLowerCase().startsWith(`${carrier.toLowerCase()} `) ? name.slice(carrier.length + 1) : name;
  return [namedServiceKey(carrier, service), namedServiceKey(carrier, name), namedServiceKey(carrier, bare)];
}

/** The engine's view of the entries: which ids exist, and each product's SKU for the lines a rule adds. */
export function catalogOf(entries: CatalogEntries): AutomationCatalog {
  return {
    boxIds: new Set(entries.boxes.keys()),
    products: new Map([...entries.products].map(([id, p]) => [id, p.sku])),
    packagingIds: new Set(entries.packagings.keys()),
    warehouseIds: new Set(entries.warehouses.keys()),
    services: KNOWN_SERVICE_KEYS,
  };
}
