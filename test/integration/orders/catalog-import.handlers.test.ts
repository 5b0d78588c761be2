import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createCustomersBulk } from '#functions/catalog/handlers/create-customers-bulk.handler';
import { handler as importProductsHandler } from '#functions/catalog/handlers/import-products.handler';
import { handler as listCustomers } from '#functions/catalog/handlers/list-customers.handler';
import { handler as listProducts } from '#functions/catalog/handlers/list-products.handler';
import { dynamoActivityLog } from '#functions/orders/adapters/dynamodb.activity-log';
import { suggestMapping } from '#domain/imports/column-mapping.rules';
import { customerRowToBulk } from '#domain/imports/customer-import.rules';
import { readCsv } from '#domain/imports/csv-reader';
import { CUSTOMER_IMPORT_FIELDS, PRODUCT_IMPORT_FIELDS } from '#domain/imports/import-fields.constants';
import { MESSAGES } from '#domain/validation/messages';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

let accountId: string;
let owner: TestUser;
beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const PRODUCTS_CSV = [
  'Title,SKU,Price,Length,Width,Height,Weight,Weight Unit',
  'Smoked Brisket 5 lb,BRISKET-5,89,10,6,4,5,lb',
  'Beef Jerky 8 oz,JERKY-8,16,8,6,1,8,oz',
  'Pulled Pork 2 lb,PORK-2,34,9,7,3,2,lb',
].join('\n');

async function importProducts(csv: string, user = owner, account = accountId) {
  const { headers, rows } = readCsv(csv);
  return invoke(
    importProductsHandler,
    apiEvent({
      method: 'POST',
      path: '/api/v1/products/import',
      user,
      accountId: account,
      body: { importId: 'p-1', rows, mapping: suggestMapping(headers, PRODUCT_IMPORT_FIELDS) },
    }),
  );
}
const products = async (user = owner, account = accountId) =>
  (
    await invoke(
      listProducts,
      apiEvent({ method: 'GET', path: '/api/v1/products', user, accountId: account, query: { limit: '100' } }),
    )
  ).body.items as { _id: string; sku: string; price: number; title: string }[];

describe('products import: upsert by sku through the catalog use cases (issue 4 §5)', () => {
  it('creates, then a second import of the same file changes nothing, then a changed row updates', async () => {
    expect((await importProducts(PRODUCTS_CSV)).body).toMatchObject({
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect((await importProducts(PRODUCTS_CSV)).body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const changed = PRODUCTS_CSV.replace('Beef Jerky 8 oz,JERKY-8,16', 'Beef Jerky 8 oz,jerky-8,18');
    expect((await importProducts(changed)).body).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const list = await products();
    expect(list).toHaveLength(3);
    expect(list.find((p) => p.sku.toLowerCase() === 'jerky-8')!.price).toBe(18);
    const recent = await dynamoActivityLog.listRecent(accountId, 5);
    expect(recent.filter((e) => e.type === 'import_products')).toHaveLength(3);
  });

  it('reports bad rows by row and field with the Product form messages', async () => {
    const csv = [
      'Title,SKU,Price,Length,Width,Height,Weight,Weight Unit',
      ',NO-TITLE,5,1,1,1,1,lb',
      'Too Heavy,HEAVY,5,1,1,1,151,lb',
      'Bad Price,BADPRICE,abc,1,1,1,1,lb',
      'Good,GOOD,5,1,1,1,1,lb',
    ].join('\n');
    const res = await importProducts(csv);
    expect(res.body.errors).toEqual([
      { row: 2, field: 'title', message: MESSAGES.required },
      { row: 3, field: 'weight', message: MESSAGES.productWeightMax },
      { row: 4, field: 'price', message: MESSAGES.invalid },
    ]);
    expect(res.body.created).toBe(1);
  });

  it('stays inside the caller account; needs import_export_products', async () => {
    await importProducts(PRODUCTS_CSV);
    const other = await createTestAccount('Other Foods');
    expect(
      (await importProducts(PRODUCTS_CSV.replace(',89,', ',99,'), other.owner, other.accountId)).body,
    ).toMatchObject({ created: 3 });
    expect((await products()).find((p) => p.sku === 'BRISKET-5')!.price).toBe(89);
    expect((await importProducts(PRODUCTS_CSV, owner, other.accountId)).status).toBe(404);
    const member = await addTestMember(accountId, { edit_products: true, import_export_products: false });
    expect((await importProducts(PRODUCTS_CSV, member)).status).toBe(403);
  });
});

describe('customers import through POST /api/customers/create/bulk (orders §7)', () => {
  it('maps the sheet with the shared rules and upserts by email', async () => {
    const csv = [
      'Customer Name,Email,Phone,Address,City,State,Zip',
      'Maria Lopez,maria@example.com,512-555-0199,2000 S Lamar Blvd,Austin,tx,78704',
      'James Park,,,,,,',
    ].join('\n');
    const { headers, rows } = readCsv(csv);
    const mapping = suggestMapping(headers, CUSTOMER_IMPORT_FIELDS);
    const customers = rows.map((r) => customerRowToBulk(r.values, mapping));
    const send = () =>
      invoke(
        createCustomersBulk,
        apiEvent({ method: 'POST', path: '/api/customers/create/bulk', user: owner, accountId, body: { customers } }),
      );
    expect((await send()).status).toBe(200);
    await send();
    const list = (
      await invoke(listCustomers, apiEvent({ method: 'GET', path: '/api/v1/customers', user: owner, accountId }))
    ).body.items as { name: string; address: { state: string } | null }[];
    // Maria upserted by email (once); James has no email, so the second run adds him again.
    expect(list.filter((c) => c.name === 'Maria Lopez')).toHaveLength(1);
    expect(list.find((c) => c.name === 'Maria Lopez')!.address!.state).toBe('TX');
  });
});
