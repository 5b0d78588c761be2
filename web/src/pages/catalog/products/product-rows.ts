import type { ProductResponse } from '#api/catalog';

/** A table row: the product plus the flat fields the property filter matches on. */
export interface ProductRow extends ProductResponse {
  id: string;
  kind: 'Kit' | 'Product';
  /** Branch products, packagings and box of a kit, counted by quantity. */
  contentsCount: number;
}

export function toProductRow(p: ProductResponse): ProductRow {
  const k = p.kitting;
  const contentsCount = k
    ? [...k.branchProducts, ...k.branchPackagings, ...(k.branchBox ? [k.branchBox] : [])].reduce(
        (n, b) => n + b.quantity,
        0,
      )
    : 0;
  return { ...p, id: p._id, kind: k ? 'Kit' : 'Product', contentsCount };
}
