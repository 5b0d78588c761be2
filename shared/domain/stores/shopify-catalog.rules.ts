import * as z from 'zod';
import type { CustomerFormInput } from '../catalog/customer.schema';
import type { ProductRequestInput } from '../catalog/product-request.schema';
import { parseWeightUnit, type WeightUnit } from '../units/units.rules';
import { TEXT_MAX } from '../validation/bounded.schema';
import { shopifyAddress, shopifyAddressSchema } from './shopify-order.rules';
import {
  cap,
  centsOf,
  isoInstant,
  payloadDecimal,
  payloadId,
  payloadText,
  regionCode,
  weightIn,
  weightUnitOf,
  type StoreOrderContext,
} from './store-order.rules';

/** The products/create and products/update webhook body (the REST Product resource). */
export const shopifyProductSchema = z.looseObject({
  id: payloadId(),
  title: payloadText(TEXT_MAX.note),
  updated_at: payloadText(TEXT_MAX.short),
  variants: z
    .array(
      z.looseObject({
        id: payloadId(),
        title: payloadText(TEXT_MAX.name).nullish(),
        sku: payloadText(TEXT_MAX.id).nullish(),
        price: payloadDecimal().nullish(),
        grams: z.number().min(0).max(10_000_000).nullish(),
        weight: z.number().min(0).max(10_000_000).nullish(),
        weight_unit: payloadText(8).nullish(),
        requires_shipping: z.boolean().nullish(),
      }),
    )
    .max(100)
    .default([]),
});

/** The customers/create and customers/update webhook body (the REST Customer resource). */
export const shopifyCustomerSchema = z.looseObject({
  id: payloadId(),
  email: payloadText(TEXT_MAX.email).nullish(),
  first_name: payloadText(TEXT_MAX.name).nullish(),
  last_name: payloadText(TEXT_MAX.name).nullish(),
  phone: payloadText(TEXT_MAX.short).nullish(),
  updated_at: payloadText(TEXT_MAX.short),
  default_address: shopifyAddressSchema,
});

export type CatalogMapping<T> =
  | {
      outcome: 'mapped';
      items: T[];
      skipped: { platformId: string; reason: string }[];
      updatedAt: string;
      platformId: string;
    }
  | { outcome: 'invalid'; field: string; message: string };

const invalid = (error: z.ZodError) => {
  const issue = error.issues[0];
  return {
    outcome: 'invalid' as const,
    field: `payload.${issue?.path.join('.') ?? ''}`,
    message: issue?.message ?? 'Invalid value',
  };
};

/** Shopify's title of the only variant of a product without options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';
export const SKIP_NO_SKU = 'No SKU: a product is matched by its SKU';

/**
 * Each shipped variant with a SKU becomes one product request (accounts §5 Product form), weight
 * in the account's Shopify import unit: the variant's `weight` in its `weight_unit` when present,
 * else `grams`. Dimensions are unknown to Shopify and start at 0 in the import dimension unit.
 */
export function mapShopifyProduct(payload: unknown, ctx: StoreOrderContext): CatalogMapping<ProductRequestInput> {
  const parsed = shopifyProductSchema.safeParse(payload);
  if (!parsed.success) return invalid(parsed.error);
  const p = parsed.data;
  const unit = weightUnitOf(ctx);
  const items: ProductRequestInput[] = [];
  const skipped: { platformId: string; reason: string }[] = [];
  for (const v of p.variants) {
    if (v.requires_shipping === false) continue;
    if (!v.sku?.trim()) {
      skipped.push({ platformId: String(v.id), reason: SKIP_NO_SKU });
      continue;
    }
    const from: WeightUnit | undefined = parseWeightUnit(v.weight_unit ?? '');
    const weight = v.weight != null && from ? weightIn(v.weight, from, unit) : weightIn(v.grams ?? 0, 'g', unit);
    const variantTitle = v.title && v.title !== DEFAULT_VARIANT_TITLE ? ` - ${v.title}` : '';
    items.push({
      title: cap(`${p.title}${variantTitle}`, TEXT_MAX.name),
      sku: v.sku.trim(),
      price: centsOf(v.price) / 100,
      shop: ctx.shop ?? '',
      dimensions: {
        length: 0,
        width: 0,
        height: 0,
        units: ctx.importOptions.defaultDimensionUnits ?? 'in',
        weight: { value: weight, units: unit },
      },
    });
  }
  return { outcome: 'mapped', items, skipped, updatedAt: isoInstant(p.updated_at) ?? '', platformId: String(p.id) };
}

/** A Shopify customer as the customer form takes it (orders §7): the name falls back to the email. */
export function mapShopifyCustomer(payload: unknown): CatalogMapping<CustomerFormInput> {
  const parsed = shopifyCustomerSchema.safeParse(payload);
  if (!parsed.success) return invalid(parsed.error);
  const c = parsed.data;
  const a = shopifyAddress(c.default_address, { email: c.email, phone: c.phone });
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || a?.name || c.email || '';
  const hasAddress = !!a && [a.street1, a.street2, a.city, a.state, a.zip].some((v) => (v ?? '').trim() !== '');
  const customer: CustomerFormInput = {
    name: cap(name, 35),
    email: (c.email ?? '').trim(),
    phone: (c.phone || a?.phone || '').trim(),
    company: cap(a?.company, 35),
    address:
      a && hasAddress
        ? {
            address1: a.street1.trim(),
            address2: (a.street2 ?? '').trim(),
            city: a.city.trim(),
            state: regionCode(a.country, a.state).toUpperCase(),
            zip: a.zip.trim().toUpperCase(),
            country: (a.country || 'US').toUpperCase(),
          }
        : null,
  };
  return {
    outcome: 'mapped',
    items: [customer],
    skipped: [],
    updatedAt: isoInstant(c.updated_at) ?? '',
    platformId: String(c.id),
  };
}
