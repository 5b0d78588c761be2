import { beforeEach, describe, expect, it } from 'vitest';
import { handler as preferences } from '#functions/accounts/handlers/preferences.handler';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createCustomersBulk } from '#functions/catalog/handlers/create-customers-bulk.handler';
import { handler as createPackaging } from '#functions/catalog/handlers/create-packaging.handler';
import { handler as createProduct } from '#functions/catalog/handlers/create-product.handler';
import { handler as importProducts } from '#functions/catalog/handlers/import-products.handler';
import { handler as listCustomers } from '#functions/catalog/handlers/list-customers.handler';
import { handler as listProducts } from '#functions/catalog/handlers/list-products.handler';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { NUMBER_MAX } from '#domain/validation/bounded.schema';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { box, call, customer, packaging, product } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const post = (handler: Parameters<typeof call>[0], path: string, body: unknown) =>
  call(handler, { method: 'POST', path, user: owner, accountId, body });
const list = async (handler: Parameters<typeof call>[0], path: string) =>
  (await call(handler, { method: 'GET', path, user: owner, accountId, query: { limit: '100' } })).body.items;

describe('a 1 MB string is refused, not stored', () => {
  it("POST /api/customers/create/bulk: a customer's 1 MB company fails its row and nothing is stored", async () => {
    const res = await post(createCustomersBulk, '/api/customers/create/bulk', {
      customers: [customer({ company: 'x'.repeat(1_000_000) })],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: 0,
      failed: 1,
      results: [{ row: 1, status: 'failed', fieldErrors: { company: MESSAGES.tooLong } }],
    });
    expect(await list(listCustomers, '/api/v1/customers')).toEqual([]);
  });

  it('POST /api/customers/create/bulk: a phone padded to 1 MB with spaces fails its row', async () => {
    const res = await post(createCustomersBulk, '/api/customers/create/bulk', {
      customers: [customer({ phone: `512${' '.repeat(999_000)}5550188` })],
    });
    expect(res.body.results[0]).toMatchObject({ status: 'failed', fieldErrors: { phone: MESSAGES.tooLong } });
  });

  it('POST /api/v1/products: a 1 MB title answers 400', async () => {
    const res = await post(createProduct, '/api/v1/products', product({ title: 'x'.repeat(1_000_000) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ title: MESSAGES.tooLong });
  });
});

describe('a 1e308 dimension answers 400, not 500', () => {
  it.each<[string, Parameters<typeof call>[0], string, Record<string, unknown>, string]>([
    [
      'POST /api/v1/products',
      createProduct,
      '/api/v1/products',
      product({ dimensions: { length: 1e308, width: 10, height: 5, units: 'in', weight: { value: 5, units: 'lb' } } }),
      'dimensions.length',
    ],
    [
      'POST /api/v1/packagings',
      createPackaging,
      '/api/v1/packagings',
      packaging({
        dimensions: { length: 8, width: 1e308, height: 1, units: 'in', weight: { value: 24, units: 'oz' } },
      }),
      'dimensions.width',
    ],
    [
      'POST /api/v1/boxes',
      createBox,
      '/api/v1/boxes',
      box({ dimensions: { length: 12, width: 10, height: 1e308, units: 'in' } }),
      'dimensions.height',
    ],
    [
      'POST /api/v1/boxes (a liner)',
      createBox,
      '/api/v1/boxes',
      box({ hasLiner: true, liner: { title: 'EPS', sku: 'L', dimensions: { length: 1e308, units: 'in' } } }),
      'liner.dimensions.length',
    ],
  ])('%s', async (_route, handler, path, body, field) => {
    const res = await post(handler, path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
  });

  it('POST /api/v1/products: a denormal weight (5e-324) is stored as 0 lb', async () => {
    const res = await post(
      createProduct,
      '/api/v1/products',
      product({
        dimensions: { length: 14, width: 10, height: 5, units: 'in', weight: { value: 5e-324, units: 'lb' } },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.dimensions.weight.value).toBe(0);
  });

  it('POST /api/v1/products/import: a 1e308 length is a row error and the good row is still made', async () => {
    const rows = [
      { row: 2, values: { SKU: 'OK-1', Title: 'Fine', Length: '4' } },
      { row: 3, values: { SKU: 'BIG-1', Title: 'Huge', Length: '1e308' } },
    ];
    const res = await post(importProducts, '/api/v1/products/import', {
      importId: 'p-big',
      rows,
      mapping: { sku: 'SKU', title: 'Title', length: 'Length' },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([{ row: 3, field: 'length', message: OUR_MESSAGES.mustBeAtMost(NUMBER_MAX) }]);
    expect((await list(listProducts, '/api/v1/products')).map((p: { sku: string }) => p.sku)).toEqual(['OK-1']);
  });
});

describe('account settings and preference values refuse numbers DynamoDB cannot store', () => {
  it.each([
    ['a dry ice weight of 1e308', { dryIce: { active: true, weight: 1e308, units: 'lb' } }, 'dryIce.weight'],
    ['a dry ice weight over 10,000 lb', { dryIce: { active: true, weight: 5000, units: 'kg' } }, 'dryIce.weight'],
    ['a custom declared value of 1e308', { declaredValue: { active: true, custom: 1e308 } }, 'declaredValue.custom'],
    ['archive days of 30.5', { archiveOrders: { active: true, days: 30.5 } }, 'archiveOrders.days'],
  ])('PUT /api/v1/account-settings: %s', async (_rule, body, field) => {
    const res = await call(accountSettings, {
      method: 'PUT',
      path: '/api/v1/account-settings',
      user: owner,
      accountId,
      body,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
  });

  it.each([1e308, 5e-324, 2 ** 53 + 2])('PUT /api/v1/preferences/{key}: a value holding %s', async (n) => {
    const key = 'table:orders';
    const res = await call(preferences, {
      method: 'PUT',
      path: `/api/v1/preferences/${key}`,
      pathParameters: { key },
      user: owner,
      accountId,
      body: { value: { pageSize: 20, width: n } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ value: MESSAGES.invalid });
  });
});
