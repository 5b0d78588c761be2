import type { StoredBox } from '../boxes/box-request.schema';
import type { LinerMaterial, LinerThickness } from './catalog.types';
import type { ItemDimensions } from './catalog-fields.schema';
import type { CustomerFormValues } from './customer.schema';
import type { HtsCode } from './hts-code-search.rules';
import type { PackagingType } from './packaging-form.schema';

/** Catalog records as the use cases see them. Money is integer cents (docs/architecture.md §3.7). */

export interface PageRequest {
  limit: number;
  cursor?: string | null;
}
export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  cursor: string | null;
}

/** A kit's branches, resolved from the catalog when the kit is saved (orders §3 "Kit"). */
export interface KitSnapshot {
  branchProducts: {
    productId: string;
    title: string;
    sku: string;
    priceCents: number;
    quantity: number;
    dimensions: ItemDimensions;
  }[];
  branchPackagings: {
    packagingId: string;
    packagingType: PackagingType;
    title: string;
    sku: string;
    priceCents: number;
    quantity: number;
    dimensions: ItemDimensions;
  }[];
  branchBox: {
    boxId: string;
    name: string;
    costCents: number;
    quantity: number;
    weight: { value: number; units: ItemDimensions['weight']['units'] };
  } | null;
}

export interface ProductRecord {
  id: string;
  title: string;
  sku: string;
  priceCents: number;
  /** The store the product came from ('' for products made in Shipdeck). */
  shop: string;
  dimensions: ItemDimensions;
  kitting: KitSnapshot | null;
  /** A make-a-box SKU: its price is its contents' sum. */
  priceFromContents: boolean;
  /** The store's updated time of the version last synced by webhook (a late, older one is not applied). */
  platformUpdatedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** The compact fields a product search reads (orders §3 "Product result"), plus what an order line needs. */
export interface ProductHit {
  id: string;
  title: string;
  sku: string;
  kitting: boolean;
  priceCents: number;
  dimensions: ItemDimensions;
}

export type SaveOutcome = 'saved' | 'not-found' | 'taken';

/**
 * A search asks for the first `limit` matches (offset + one page) in name order and the total of
 * all matches; the store filters on the server so neither needs every item shipped back.
 */
export interface SearchSlice<T> {
  hits: T[];
  total: number;
}

export interface ProductStore {
  list(accountId: string, page: PageRequest): Promise<Page<ProductRecord>>;
  get(accountId: string, productId: string): Promise<ProductRecord | undefined>;
  getMany(accountId: string, productIds: readonly string[]): Promise<ProductRecord[]>;
  /** 'taken' when another product of the account already has this sku (case-insensitive). */
  create(accountId: string, product: ProductRecord): Promise<Exclude<SaveOutcome, 'not-found'>>;
  update(accountId: string, product: ProductRecord): Promise<SaveOutcome>;
  delete(accountId: string, productId: string): Promise<boolean>;
  /** Matches ordered by title; `query` is normalized, undefined matches everything. */
  search(accountId: string, filter: { query?: string; shop?: string; limit: number }): Promise<SearchSlice<ProductHit>>;
}

export interface PackagingRecord {
  id: string;
  packagingType: PackagingType;
  title: string;
  sku: string;
  priceCents: number;
  material?: LinerMaterial;
  thickness?: LinerThickness;
  dimensions: ItemDimensions;
  createdAt?: string;
  updatedAt?: string;
}

export interface PackagingHit {
  id: string;
  packagingType: PackagingType;
  title: string;
  sku: string;
  priceCents: number;
  dimensions: ItemDimensions;
}

export interface PackagingStore {
  list(accountId: string, page: PageRequest): Promise<Page<PackagingRecord>>;
  get(accountId: string, packagingId: string): Promise<PackagingRecord | undefined>;
  getMany(accountId: string, packagingIds: readonly string[]): Promise<PackagingRecord[]>;
  create(accountId: string, packaging: PackagingRecord): Promise<void>;
  update(accountId: string, packaging: PackagingRecord): Promise<boolean>;
  delete(accountId: string, packagingId: string): Promise<boolean>;
  /** hideIcePacks leaves out entries whose title contains 'ice pack' (orders §7). */
  search(
    accountId: string,
    filter: { query?: string; hideIcePacks?: boolean; limit: number },
  ): Promise<SearchSlice<PackagingHit>>;
}

/** A stored box: the Box of orders §3 with its cost in cents. */
export type BoxRecord = Omit<StoredBox, 'cost'> & { costCents: number; createdAt?: string; updatedAt?: string };

export interface BoxStore {
  list(accountId: string, page: PageRequest): Promise<Page<BoxRecord>>;
  /** Every box of the account in name order, for the server's own use (box packing): no page, no caller's cursor. */
  all(accountId: string): Promise<BoxRecord[]>;
  get(accountId: string, boxId: string): Promise<BoxRecord | undefined>;
  /** Ids of the account's boxes marked default (there should be at most one). */
  defaultIds(accountId: string): Promise<string[]>;
  /** Saves the box and, atomically, clears `default` on `clearDefaultOf`. */
  create(accountId: string, box: BoxRecord, options: { clearDefaultOf: readonly string[] }): Promise<void>;
  update(accountId: string, box: BoxRecord, options: { clearDefaultOf: readonly string[] }): Promise<boolean>;
  delete(accountId: string, boxId: string): Promise<boolean>;
}

export type CustomerRecord = CustomerFormValues & {
  id: string;
  /** The store's updated time of the version last synced by webhook. */
  platformUpdatedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
};

export interface CustomerHit {
  id: string;
  name: string;
  email: string;
}

export interface CustomerStore {
  list(accountId: string, page: PageRequest): Promise<Page<CustomerRecord>>;
  get(accountId: string, customerId: string): Promise<CustomerRecord | undefined>;
  /** The customer holding this email in the account (emails are unique per account, case-insensitive). */
  findIdByEmail(accountId: string, email: string): Promise<string | undefined>;
  /** 'taken' when another customer of the account already has this email. */
  create(accountId: string, customer: CustomerRecord): Promise<Exclude<SaveOutcome, 'not-found'>>;
  update(accountId: string, customer: CustomerRecord): Promise<SaveOutcome>;
  delete(accountId: string, customerId: string): Promise<boolean>;
  search(accountId: string, filter: { query?: string; limit: number }): Promise<SearchSlice<CustomerHit>>;
}

/** The Harmonized System codes, ordered 6-digit first (orders §7 HTS code search). */
export interface HtsCodeCatalog {
  ordered(): Promise<readonly HtsCode[]>;
}
