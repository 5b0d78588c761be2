import * as z from 'zod';
import type { ProductResponse } from '#api/catalog';
import { kitPriceCents } from '#domain/catalog/kit-pricing.rules';
import { productRequestSchema, type ProductRequestInput } from '#domain/catalog/product-request.schema';
import { toCents } from '#domain/money/cents.rules';
import {
  emptyItemDimensions,
  itemDimensionsToValues,
  numberText,
  type ItemDimensionsValues,
  type StartingUnits,
} from '../commons/item-dimensions.values';

/** A kit line as the form shows it: the reference the API needs plus what the merchant reads. */
export interface KitLineValues {
  id: string;
  title: string;
  sku: string;
  /** Unit price in dollars, from the search result (or the box's cost). */
  price: number;
  quantity: string;
}

export interface ProductFormValues {
  title: string;
  sku: string;
  price: string;
  shop: string;
  dimensions: ItemDimensionsValues;
  isKit: boolean;
  priceFromContents: boolean;
  kitting: {
    branchProducts: KitLineValues[];
    branchPackagings: KitLineValues[];
    branchBox: KitLineValues | null;
  };
}

export function emptyProductForm(units?: StartingUnits): ProductFormValues {
  return {
    title: '',
    sku: '',
    price: '',
    shop: '',
    dimensions: emptyItemDimensions(units),
    isKit: false,
    priceFromContents: false,
    kitting: { branchProducts: [], branchPackagings: [], branchBox: null },
  };
}

export function productToFormValues(p: ProductResponse): ProductFormValues {
  const k = p.kitting;
  return {
    title: p.title,
    sku: p.sku,
    price: numberText(p.price),
    shop: p.shop,
    dimensions: itemDimensionsToValues(p.dimensions),
    isKit: Boolean(k),
    priceFromContents: p.priceFromContents,
    kitting: {
      branchProducts: (k?.branchProducts ?? []).map((b) => ({
        id: b.productId,
        title: b.title,
        sku: b.sku,
        price: b.price,
        quantity: numberText(b.quantity),
      })),
      branchPackagings: (k?.branchPackagings ?? []).map((b) => ({
        id: b.packagingId,
        title: b.title,
        sku: b.sku,
        price: b.price,
        quantity: numberText(b.quantity),
      })),
      branchBox: k?.branchBox
        ? {
            id: k.branchBox.boxId,
            title: k.branchBox.name,
            sku: '',
            price: k.branchBox.cost,
            quantity: numberText(k.branchBox.quantity),
          }
        : null,
    },
  };
}

/** The request body: a simple product sends no kitting, and only a kit may be priced from its contents. */
export function toProductRequest(v: ProductFormValues): ProductRequestInput {
  return {
    title: v.title,
    sku: v.sku,
    price: v.price,
    shop: v.shop,
    dimensions: v.dimensions,
    priceFromContents: v.isKit && v.priceFromContents,
    kitting: v.isKit
      ? {
          branchProducts: v.kitting.branchProducts.map((l) => ({ productId: l.id, quantity: l.quantity })),
          branchPackagings: v.kitting.branchPackagings.map((l) => ({ packagingId: l.id, quantity: l.quantity })),
          branchBox: v.kitting.branchBox
            ? { boxId: v.kitting.branchBox.id, quantity: v.kitting.branchBox.quantity }
            : null,
        }
      : null,
  } as ProductRequestInput;
}

/** The form is checked by the API's own schema, applied to the body it would send: the rule lives once. */
export const productFormValidator = z.preprocess((v) => toProductRequest(v as ProductFormValues), productRequestSchema);

/**
 * orders §3 "Make-a-box SKUs are priced from their contents": the shared kit-pricing rule over
 * the lines as typed (a quantity that is not a number yet counts as 0).
 */
export function makeABoxPriceCents(kitting: ProductFormValues['kitting']): number {
  const line = (l: KitLineValues) => ({ unitPriceCents: toCents(l.price), quantity: Number(l.quantity) || 0 });
  return kitPriceCents({
    products: kitting.branchProducts.map(line),
    packagings: kitting.branchPackagings.map(line),
    box: kitting.branchBox ? line(kitting.branchBox) : null,
  });
}

/** Adds a chosen catalog entry as a line with quantity 1, or counts it up once more if present. */
export function addKitLine(lines: readonly KitLineValues[], item: Omit<KitLineValues, 'quantity'>): KitLineValues[] {
  const at = lines.findIndex((l) => l.id === item.id);
  if (at === -1) return [...lines, { ...item, quantity: '1' }];
  return lines.map((l, i) => (i === at ? { ...l, quantity: String((Number(l.quantity) || 0) + 1) } : l));
}
