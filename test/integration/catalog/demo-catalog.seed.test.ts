import { describe, expect, it } from 'vitest';
import { handler as listBoxes } from '#functions/catalog/handlers/list-boxes.handler';
import { handler as searchCustomers } from '#functions/catalog/handlers/search-customers.handler';
import { handler as searchPackagings } from '#functions/catalog/handlers/search-packagings.handler';
import { handler as searchProducts } from '#functions/catalog/handlers/search-products.handler';
import { handler as getProduct } from '#functions/catalog/handlers/get-product.handler';
import { seedDemoCatalog } from '#infra/local/seed/demo-catalog.seed';
import { createTestAccount } from '#test/support/accounts';
import { call } from './catalog-calls';

describe('demo catalog seed', () => {
  it('seeds products, kits, liners and coolants, boxes and customers through the use cases, once', async () => {
    const { accountId, owner } = await createTestAccount('Demo');
    expect(await seedDemoCatalog(accountId)).toEqual({ created: true });
    expect(await seedDemoCatalog(accountId)).toEqual({ created: false });

    const all = { query: '', offset: 0, ignoreQuery: true, orderSearch: false };
    const products = await call(searchProducts, {
      method: 'POST',
      path: '/api/v1/products/search',
      user: owner,
      accountId,
      body: all,
    });
    expect(products.body.total).toBe(33);
    const kits = await call(searchProducts, {
      method: 'POST',
      path: '/api/v1/products/search',
      user: owner,
      accountId,
      body: { ...all, query: 'kit-', ignoreQuery: false },
    });
    expect(kits.body.products.map((p: { sku: string; kitting: boolean }) => [p.sku, p.kitting])).toEqual([
      ['KIT-ICECREAM-4', true],
      ['KIT-SEAFOOD-4', true],
      ['KIT-BBQ-SAMPLER', true],
    ]);
    const sampler = kits.body.products.find((p: { sku: string }) => p.sku === 'KIT-BBQ-SAMPLER');
    // orders §3: 48 + 2 × 14 + 8 + 3 × 1.35 (gel packs) + 6.40 (shipper) = 94.45
    const samplerBody = (
      await call(getProduct, {
        method: 'GET',
        path: `/api/v1/products/${sampler._id}`,
        pathParameters: { productId: sampler._id },
        user: owner,
        accountId,
      })
    ).body;
    expect(samplerBody).toMatchObject({ price: 94.45, priceFromContents: true });

    const packagings = await call(searchPackagings, {
      method: 'POST',
      path: '/api/v1/packagings/search',
      user: owner,
      accountId,
      body: { ...all, hideIcePacks: false },
    });
    expect(packagings.body.total).toBe(11);
    const boxes = (await call(listBoxes, { method: 'GET', path: '/api/v1/boxes', user: owner, accountId })).body.items;
    expect(boxes.map((b: { name: string }) => b.name)).toEqual([
      '10x10x10',
      '12x12x12',
      '16x16x16',
      'Insulated Shipper 12x10x9',
      'Insulated Shipper 16x12x10',
    ]);
    expect(boxes.filter((b: { default: boolean }) => b.default).map((b: { name: string }) => b.name)).toEqual([
      'Insulated Shipper 12x10x9',
    ]);
    const customers = await call(searchCustomers, {
      method: 'POST',
      path: '/api/v1/customers/search',
      user: owner,
      accountId,
      body: { query: '', offset: 0, ignoreQuery: true },
    });
    expect(customers.body.total).toBe(40);
  });
});
