import { describe, expect, it } from 'vitest';
import { customerFormSchema } from '#domain/catalog/customer.schema';
import { productRequestSchema } from '#domain/catalog/product-request.schema';
import { SKIP_NO_SKU, mapShopifyCustomer, mapShopifyProduct } from '#domain/stores/shopify-catalog.rules';
import type { StoreOrderContext } from '#domain/stores/store-order.rules';
import { shopifyCustomer, shopifyProduct } from './fixtures/shopify.fixtures';

const ctx: StoreOrderContext = {
  storeId: 'store-1',
  shop: 'smokehouse-tx.myshopify.com',
  importOptions: { defaultWeightUnits: 'lb', defaultDimensionUnits: 'in' },
};

describe('Shopify products/create|update → product requests (accounts §5 Product form)', () => {
  const result = mapShopifyProduct(shopifyProduct, ctx);

  it('one product per variant with a SKU, weight in the account unit, titles with the variant', () => {
    if (result.outcome !== 'mapped') throw new Error('expected mapped');
    expect(result.platformId).toBe('7722');
    expect(result.updatedAt).toBe('2026-11-18T16:00:00.000Z');
    expect(result.items.map((p) => [p.sku, p.title, p.price, (p.dimensions as { weight: unknown }).weight])).toEqual([
      ['BRSK-WHL-12', 'Smoked Prime Brisket - Whole (12 lb)', 89.99, { value: 12, units: 'lb' }],
      ['BRSK-HLF-6', 'Smoked Prime Brisket - Half (6 lb)', 49.99, { value: 6.0009, units: 'lb' }],
    ]);
    expect(result.skipped).toEqual([{ platformId: '4405', reason: SKIP_NO_SKU }]);
  });

  it('every mapped product passes the product request schema', () => {
    if (result.outcome !== 'mapped') throw new Error('expected mapped');
    for (const p of result.items) expect(productRequestSchema.safeParse(p).success).toBe(true);
  });

  it('a hostile payload is invalid, not thrown', () => {
    expect(mapShopifyProduct({ ...shopifyProduct, title: 'x'.repeat(5000) }, ctx)).toMatchObject({
      outcome: 'invalid',
      field: 'payload.title',
    });
  });
});

describe('Shopify customers/create|update → the customer form (orders §7)', () => {
  it('maps a UK customer with the default address, passing the customer form', () => {
    const result = mapShopifyCustomer(shopifyCustomer);
    if (result.outcome !== 'mapped') throw new Error('expected mapped');
    const [customer] = result.items;
    expect(customer).toEqual({
      name: 'Emma Clarke',
      email: 'emma.clarke@example.co.uk',
      phone: '020 7946 0958',
      company: '',
      address: {
        address1: '10 Downing St',
        address2: '',
        city: 'London',
        state: 'ENG',
        zip: 'SW1A 2AA',
        country: 'GB',
      },
    });
    expect(customerFormSchema.safeParse(customer).success).toBe(true);
    expect(result.updatedAt).toBe('2026-11-19T12:00:00.000Z');
  });

  it('a customer without a name is named by their email; without an address has none', () => {
    const result = mapShopifyCustomer({ ...shopifyCustomer, first_name: null, last_name: null, default_address: null });
    if (result.outcome !== 'mapped') throw new Error('expected mapped');
    expect(result.items[0]).toMatchObject({ name: 'emma.clarke@example.co.uk', address: null });
  });
});
