import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createPackaging } from '#functions/catalog/handlers/create-packaging.handler';
import { handler as createProduct } from '#functions/catalog/handlers/create-product.handler';
import { handler as deleteProduct } from '#functions/catalog/handlers/delete-product.handler';
import { handler as getProduct } from '#functions/catalog/handlers/get-product.handler';
import { handler as listProducts } from '#functions/catalog/handlers/list-products.handler';
import { handler as searchProducts } from '#functions/catalog/handlers/search-products.handler';
import { handler as updateProduct } from '#functions/catalog/handlers/update-product.handler';
import { productSearchResponseSchema } from '#domain/catalog/search-results.schema';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { box, call, packaging, product } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const create = (body: unknown, user = owner, account = accountId) =>
  call(createProduct, { method: 'POST', path: '/api/v1/products', user, accountId: account, body });
const byId = (productId: string) => ({ pathParameters: { productId }, path: `/api/v1/products/${productId}` });
const search = (body: Record<string, unknown>, user = owner, account = accountId) =>
  call(searchProducts, {
    method: 'POST',
    path: '/api/v1/products/search',
    user,
    accountId: account,
    body: { query: '', orderSearch: true, offset: 0, ignoreQuery: false, ...body },
  });

describe('products API against DynamoDB Local', () => {
  it('accounts §3 Product: creates, reads, lists, edits and deletes a product', async () => {
    const created = await create(product());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Smoked Brisket',
      sku: 'BRISKET-5LB',
      price: 89.5,
      kitting: null,
      priceFromContents: false,
      dimensions: { length: 14, width: 10, height: 5, units: 'in', weight: { value: 5, units: 'lb' } },
    });
    const id = created.body._id as string;

    expect((await call(getProduct, { method: 'GET', user: owner, accountId, ...byId(id) })).body).toEqual(created.body);
    const listed = await call(listProducts, { method: 'GET', path: '/api/v1/products', user: owner, accountId });
    expect(listed.body).toEqual({ items: [created.body], cursor: null });

    const edited = await call(updateProduct, {
      method: 'PUT',
      user: owner,
      accountId,
      body: product({ title: 'Brisket, Whole', price: 99 }),
      ...byId(id),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: id, title: 'Brisket, Whole', price: 99 });
    // The search fields and the list order follow the new title.
    expect((await search({ query: 'whole' })).body.total).toBe(1);
    expect((await search({ query: 'smoked' })).body.total).toBe(0);
    await create(product({ title: 'Apple Butter', sku: 'AB' }));
    await call(updateProduct, {
      method: 'PUT',
      user: owner,
      accountId,
      body: product({ title: 'Aardvark Jerky', price: 99 }),
      ...byId(id),
    });
    const order = (
      await call(listProducts, { method: 'GET', path: '/api/v1/products', user: owner, accountId })
    ).body.items.map((p: { title: string }) => p.title);
    expect(order).toEqual(['Aardvark Jerky', 'Apple Butter']);

    expect((await call(deleteProduct, { method: 'DELETE', user: owner, accountId, ...byId(id) })).status).toBe(204);
    expect((await call(getProduct, { method: 'GET', user: owner, accountId, ...byId(id) })).status).toBe(404);
    expect((await call(deleteProduct, { method: 'DELETE', user: owner, accountId, ...byId(id) })).status).toBe(404);
  });

  it('lists by title with a cursor, page after page, until the cursor is null', async () => {
    for (const t of ['Pecan Pie', 'beef jerky', 'Apple Butter', 'Salmon Fillet', 'Chili'])
      await create(product({ title: t, sku: t }));
    const titles: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(listProducts, {
        method: 'GET',
        path: '/api/v1/products',
        user: owner,
        accountId,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      titles.push(...res.body.items.map((p: { title: string }) => p.title));
      cursor = res.body.cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(titles).toEqual(['Apple Butter', 'beef jerky', 'Chili', 'Pecan Pie', 'Salmon Fillet']);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'a missing title and sku',
      { title: '', sku: undefined },
      { title: 'This field is required', sku: 'This field is required' },
    ],
    [
      'blank dimensions',
      { dimensions: { weight: {} } },
      {
        'dimensions.length': 'This field is required',
        'dimensions.width': 'This field is required',
        'dimensions.height': 'This field is required',
        'dimensions.weight.value': 'This field is required',
      },
    ],
    [
      'a negative side',
      { dimensions: { length: -1, width: 1, height: 1, weight: { value: 1 } } },
      { 'dimensions.length': 'Invalid value' },
    ],
    [
      'a weight over 150 lb',
      { dimensions: { length: 1, width: 1, height: 1, weight: { value: 151, units: 'lb' } } },
      { 'dimensions.weight.value': 'Weight must be under 150lbs' },
    ],
    [
      'a weight over 150 lb typed in kg',
      { dimensions: { length: 1, width: 1, height: 1, weight: { value: 70, units: 'kg' } } },
      { 'dimensions.weight.value': 'Weight must be under 150lbs' },
    ],
  ])(
    'accounts §5 Product form: %s answers 400 with the spec message and writes nothing',
    async (_name, overrides, fieldErrors) => {
      const res = await create(product(overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please Address Following Issues:');
      expect(res.body.fieldErrors).toMatchObject(fieldErrors);
      expect(
        (await call(listProducts, { method: 'GET', path: '/api/v1/products', user: owner, accountId })).body.items,
      ).toEqual([]);
    },
  );

  it('accounts §5 Product form: exactly 150 lb is accepted', async () => {
    expect(
      (await create(product({ dimensions: { length: 1, width: 1, height: 1, weight: { value: 150, units: 'lb' } } })))
        .status,
    ).toBe(201);
  });

  it('keeps sku unique per account (case-insensitive): 409 on create and on edit, free again after delete', async () => {
    const first = (await create(product({ sku: 'PIE-1' }))).body;
    const dup = await create(product({ sku: ' pie-1 ', title: 'Other' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A product with this SKU already exists');

    const second = (await create(product({ sku: 'PIE-2' }))).body;
    const clash = await call(updateProduct, {
      method: 'PUT',
      user: owner,
      accountId,
      body: product({ sku: 'PIE-1' }),
      ...byId(second._id),
    });
    expect(clash.status).toBe(409);
    expect((await call(getProduct, { method: 'GET', user: owner, accountId, ...byId(second._id) })).body.sku).toBe(
      'PIE-2',
    );

    // Renaming frees the old sku; another account may use any sku.
    expect(
      (
        await call(updateProduct, {
          method: 'PUT',
          user: owner,
          accountId,
          body: product({ sku: 'PIE-1B' }),
          ...byId(first._id),
        })
      ).status,
    ).toBe(200);
    expect((await create(product({ sku: 'PIE-1' }))).status).toBe(201);
    await call(deleteProduct, { method: 'DELETE', user: owner, accountId, ...byId(second._id) });
    expect((await create(product({ sku: 'PIE-2' }))).status).toBe(201);
    const other = await createTestAccount('Other');
    expect((await create(product({ sku: 'PIE-1' }), other.owner, other.accountId)).status).toBe(201);
  });

  it('orders §3 Kit: a make-a-box SKU snapshots its branches and is priced from its contents', async () => {
    const brisket = (await create(product({ title: 'Brisket', sku: 'B1', price: 40 }))).body;
    const sausage = (
      await create(
        product({
          title: 'Sausage',
          sku: 'S1',
          price: 12.34,
          dimensions: { length: 8, width: 4, height: 2, weight: { value: 1, units: 'lb' } },
        }),
      )
    ).body;
    const gel = (
      await call(createPackaging, {
        method: 'POST',
        path: '/api/v1/packagings',
        user: owner,
        accountId,
        body: packaging({ price: 1.25 }),
      })
    ).body;
    const shipper = (
      await call(createBox, { method: 'POST', path: '/api/v1/boxes', user: owner, accountId, body: box({ cost: 6.4 }) })
    ).body;

    const kit = await create(
      product({
        title: 'BBQ Sampler',
        sku: 'KIT-BBQ',
        price: 1,
        priceFromContents: true,
        kitting: {
          branchProducts: [
            { productId: brisket._id, quantity: 1 },
            { productId: sausage._id, quantity: 3 },
          ],
          branchPackagings: [{ packagingId: gel._id, quantity: 2 }],
          branchBox: { boxId: shipper.id, quantity: 1 },
        },
      }),
    );
    expect(kit.status).toBe(201);
    // 40 + 3 × 12.34 + 2 × 1.25 + 6.40 = 85.92, summed in cents.
    expect(kit.body.price).toBe(85.92);
    expect(kit.body.priceFromContents).toBe(true);
    expect(kit.body.kitting.branchProducts[1]).toMatchObject({
      productId: sausage._id,
      title: 'Sausage',
      sku: 'S1',
      price: 12.34,
      quantity: 3,
      dimensions: { weight: { value: 1, units: 'lb' } },
    });
    expect(kit.body.kitting.branchPackagings[0]).toMatchObject({
      packagingId: gel._id,
      packagingType: 'coolant',
      quantity: 2,
    });
    expect(kit.body.kitting.branchBox).toMatchObject({
      boxId: shipper.id,
      name: 'Insulated Shipper 12x10x9',
      cost: 6.4,
      quantity: 1,
    });

    // A kit priced by hand keeps its own price.
    const manual = await create(
      product({
        title: 'Gift Kit',
        sku: 'KIT-GIFT',
        price: 120,
        kitting: { branchProducts: [{ productId: brisket._id, quantity: 2 }] },
      }),
    );
    expect(manual.body).toMatchObject({ price: 120, priceFromContents: false });

    const results = await search({ query: 'kit-' });
    expect(results.body.products.map((p: { sku: string; kitting: boolean }) => [p.sku, p.kitting])).toEqual([
      ['KIT-BBQ', true],
      ['KIT-GIFT', true],
    ]);
  });

  it('orders §3 Kit: refuses unknown branches, kits inside kits and a kit priced from contents without contents', async () => {
    const brisket = (await create(product({ title: 'Brisket', sku: 'B1' }))).body;
    const kit = (
      await create(product({ sku: 'K1', kitting: { branchProducts: [{ productId: brisket._id, quantity: 1 }] } }))
    ).body;
    const res = await create(
      product({
        sku: 'K2',
        kitting: {
          branchProducts: [
            { productId: 'nope', quantity: 1 },
            { productId: kit._id, quantity: 1 },
            { productId: brisket._id, quantity: 0 },
          ],
          branchBox: { boxId: 'nope' },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ 'kitting.branchProducts.2.quantity': 'Quantity must be positive' });

    const res2 = await create(
      product({
        sku: 'K2',
        kitting: {
          branchProducts: [
            { productId: 'nope', quantity: 1 },
            { productId: kit._id, quantity: 1 },
          ],
          branchBox: { boxId: 'nope' },
        },
      }),
    );
    expect(res2.status).toBe(400);
    expect(res2.body.fieldErrors).toEqual({
      'kitting.branchProducts.0.productId': 'Not found in your catalog',
      'kitting.branchProducts.1.productId': 'A kit cannot contain another kit',
      'kitting.branchBox.boxId': 'Not found in your catalog',
    });
    const self = await call(updateProduct, {
      method: 'PUT',
      user: owner,
      accountId,
      body: product({ sku: 'K1', kitting: { branchProducts: [{ productId: kit._id, quantity: 1 }] } }),
      ...byId(kit._id),
    });
    expect(self.body.fieldErrors).toEqual({ 'kitting.branchProducts.0.productId': 'A kit cannot contain itself' });
    const empty = await create(product({ sku: 'K3', kitting: { branchProducts: [] } }));
    expect(empty.body.fieldErrors).toEqual({ 'kitting.branchProducts': 'At least one product is required' });
    const noKit = await create(product({ sku: 'K4', priceFromContents: true }));
    expect(noKit.body.fieldErrors).toEqual({ priceFromContents: 'Only a kit can be priced from its contents' });
  });
});

describe('POST /api/v1/products/search (orders §7)', () => {
  beforeEach(async () => {
    // 25 matching "brisket" (by title or sku), 3 others.
    for (let i = 1; i <= 25; i++) {
      const n = String(i).padStart(2, '0');
      await create(
        product(
          i % 5 === 0
            ? { title: `Sampler ${n}`, sku: `BRISKET-S${n}` }
            : { title: `Smoked Brisket ${n}`, sku: `SB-${n}` },
        ),
      );
    }
    for (const t of ['Salmon Fillet', 'Ice Cream Pint', 'Crème Brûlée'])
      await create(product({ title: t, sku: t.toUpperCase() }));
  });

  it('matches title or sku, case-insensitively, 20 per page with the total', async () => {
    const first = await search({ query: 'BRISKET' });
    expect(first.status).toBe(200);
    expect(productSearchResponseSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.total).toBe(25);
    expect(first.body.products).toHaveLength(20);
    expect(first.body.products[0]).toMatchObject({ title: 'Sampler 05', sku: 'BRISKET-S05', kitting: false });
    expect(first.body.products[0]._id).toEqual(expect.any(String));
    // more while offset + 20 < total
    const second = await search({ query: 'brisket', offset: 20 });
    expect(second.body.total).toBe(25);
    expect(second.body.products).toHaveLength(5);
    const seen = new Set([...first.body.products, ...second.body.products].map((p: { _id: string }) => p._id));
    expect(seen.size).toBe(25);
  });

  it.each([
    ['an empty query with ignoreQuery', { query: '', ignoreQuery: true }, 28],
    ['ignoreQuery wins over a query', { query: 'salmon', ignoreQuery: true }, 28],
    ['whitespace only', { query: '   ' }, 28],
    ['accents folded', { query: 'creme brulee' }, 1],
    ['a sku fragment', { query: 'sb-1' }, 8],
    ['no match', { query: 'tofu' }, 0],
  ])('%s', async (_name, body, total) => {
    expect((await search(body)).body.total).toBe(total);
  });

  it('orderSearch adds the price and dimensions an order line needs', async () => {
    const withLine = (await search({ query: 'salmon', orderSearch: true })).body.products[0];
    expect(withLine).toMatchObject({
      title: 'Salmon Fillet',
      price: 89.5,
      dimensions: { weight: { value: 5, units: 'lb' } },
    });
    const bare = (await search({ query: 'salmon', orderSearch: false })).body.products[0];
    expect(Object.keys(bare).sort()).toEqual(['_id', 'kitting', 'sku', 'title']);
  });

  it('shop narrows to that store plus products made in Shipdeck', async () => {
    await create(product({ title: 'Shopify Salmon', sku: 'SHOP-SALMON', shop: 'smokehouse.myshopify.com' }));
    await create(product({ title: 'Other Shop Salmon', sku: 'OTHER-SALMON', shop: 'other.myshopify.com' }));
    const res = await search({ query: 'salmon', shop: 'smokehouse.myshopify.com' });
    expect(res.body.products.map((p: { title: string }) => p.title)).toEqual(['Salmon Fillet', 'Shopify Salmon']);
  });

  it('answers 400 for a negative offset', async () => {
    const res = await search({ offset: -1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ offset: 'Invalid value' });
  });
});

describe('permissions (spec §6)', () => {
  it('without edit_products a member may read and search but not create, edit or delete (403)', async () => {
    const id = (await create(product())).body._id;
    const member = await addTestMember(accountId, { view_print_orders: true, edit_products: false });
    expect(
      (await call(listProducts, { method: 'GET', path: '/api/v1/products', user: member, accountId })).status,
    ).toBe(200);
    expect((await search({ query: 'brisket' }, member)).body.total).toBe(1);
    expect((await create(product({ sku: 'X' }), member)).status).toBe(403);
    expect(
      (
        await call(updateProduct, {
          method: 'PUT',
          user: member,
          accountId,
          body: product({ title: 'Hacked' }),
          ...byId(id),
        })
      ).status,
    ).toBe(403);
    expect((await call(deleteProduct, { method: 'DELETE', user: member, accountId, ...byId(id) })).status).toBe(403);
    expect((await call(getProduct, { method: 'GET', user: owner, accountId, ...byId(id) })).body.title).toBe(
      'Smoked Brisket',
    );
  });

  it('answers 401 without verified claims', async () => {
    expect((await call(listProducts, { method: 'GET', path: '/api/v1/products' })).status).toBe(401);
  });
});

describe('tenant isolation: account A can never reach account B', () => {
  it("gives 404 for B's product on read, update and delete, finds none of B's in search or lists, and changes nothing", async () => {
    const b = await createTestAccount('Other Merchant');
    const bProduct = (await create(product(), b.owner, b.accountId)).body;
    const attempts = await Promise.all([
      call(getProduct, { method: 'GET', user: owner, accountId, ...byId(bProduct._id) }),
      call(updateProduct, {
        method: 'PUT',
        user: owner,
        accountId,
        body: product({ title: 'Hijacked', sku: 'NEW' }),
        ...byId(bProduct._id),
      }),
      call(deleteProduct, { method: 'DELETE', user: owner, accountId, ...byId(bProduct._id) }),
    ]);
    for (const res of attempts) expect(res.status).toBe(404);
    // B's product cannot be put into A's kit either.
    const kit = await create(
      product({ sku: 'KIT', kitting: { branchProducts: [{ productId: bProduct._id, quantity: 1 }] } }),
    );
    expect(kit.body.fieldErrors).toEqual({ 'kitting.branchProducts.0.productId': 'Not found in your catalog' });
    expect((await search({ query: 'brisket', ignoreQuery: true })).body).toEqual({ products: [], total: 0 });
    expect(
      (await call(listProducts, { method: 'GET', path: '/api/v1/products', user: owner, accountId })).body.items,
    ).toEqual([]);
    // Naming B's account without a membership is 404 too.
    expect((await search({ query: '' }, owner, b.accountId)).status).toBe(404);
    expect(
      (await call(getProduct, { method: 'GET', user: b.owner, accountId: b.accountId, ...byId(bProduct._id) })).body,
    ).toEqual(bProduct);
  });
});
