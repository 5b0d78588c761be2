import type { BoxResponse, CustomerResponse, PackagingResponse, ProductResponse } from '#api/catalog';
import type { BoxRecord, CustomerRecord, KitSnapshot, PackagingRecord, ProductRecord } from '#domain/catalog/ports';
import { fromCents } from '#domain/money/cents.rules';

/** Records (cents) → API bodies (dollars, the spec's `price`/`cost`, `_id` as in search results). */

const stamps = (r: { createdAt?: string; updatedAt?: string }) => {
  const now = new Date().toISOString();
  return { createdAt: r.createdAt ?? now, updatedAt: r.updatedAt ?? now };
};

function presentKit(k: KitSnapshot): NonNullable<ProductResponse['kitting']> {
  return {
    branchProducts: k.branchProducts.map(({ priceCents, ...b }) => ({ ...b, price: fromCents(priceCents) })),
    branchPackagings: k.branchPackagings.map(({ priceCents, ...b }) => ({ ...b, price: fromCents(priceCents) })),
    branchBox: k.branchBox
      ? {
          boxId: k.branchBox.boxId,
          name: k.branchBox.name,
          cost: fromCents(k.branchBox.costCents),
          quantity: k.branchBox.quantity,
          weight: k.branchBox.weight,
        }
      : null,
  };
}

export function presentProduct(p: ProductRecord): ProductResponse {
  return {
    _id: p.id,
    title: p.title,
    sku: p.sku,
    price: fromCents(p.priceCents),
    shop: p.shop,
    dimensions: p.dimensions,
    kitting: p.kitting ? presentKit(p.kitting) : null,
    priceFromContents: p.priceFromContents,
    ...stamps(p),
  };
}

export function presentPackaging(p: PackagingRecord): PackagingResponse {
  return {
    _id: p.id,
    packagingType: p.packagingType,
    title: p.title,
    sku: p.sku,
    price: fromCents(p.priceCents),
    ...(p.material ? { material: p.material } : {}),
    ...(p.thickness ? { thickness: p.thickness } : {}),
    dimensions: p.dimensions,
    ...stamps(p),
  };
}

export function presentBox(b: BoxRecord): BoxResponse {
  const { costCents, createdAt: _c, updatedAt: _u, ...rest } = b;
  return { ...rest, cost: fromCents(costCents), ...stamps(b) };
}

export function presentCustomer(c: CustomerRecord): CustomerResponse {
  return {
    _id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    address: c.address,
    ...stamps(c),
  };
}
