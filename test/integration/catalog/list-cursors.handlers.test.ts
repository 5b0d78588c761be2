import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createBox } from '#functions/catalog/handlers/create-box.handler';
import { handler as createCustomer } from '#functions/catalog/handlers/create-customer.handler';
import { handler as createPackaging } from '#functions/catalog/handlers/create-packaging.handler';
import { handler as createProduct } from '#functions/catalog/handlers/create-product.handler';
import { handler as listBoxes } from '#functions/catalog/handlers/list-boxes.handler';
import { handler as listCustomers } from '#functions/catalog/handlers/list-customers.handler';
import { handler as listPackagings } from '#functions/catalog/handlers/list-packagings.handler';
import { handler as listProducts } from '#functions/catalog/handlers/list-products.handler';
import type { Handler } from '#lib/http/http-route';
import { INVALID_CURSOR } from '#lib/db/cursor';
import { apiErrorBodySchema } from '#api/errors';
import { createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { box, call, customer, packaging, product } from './catalog-calls';

interface Account {
  accountId: string;
  owner: TestUser;
}

const LISTS: { name: string; path: string; list: Handler; create: Handler; body: (i: number) => unknown }[] = [
  {
    name: 'products',
    path: '/api/v1/products',
    list: listProducts,
    create: createProduct,
    body: (i) => product({ title: `Brisket ${i}`, sku: `SKU-${i}` }),
  },
  {
    name: 'packagings',
    path: '/api/v1/packagings',
    list: listPackagings,
    create: createPackaging,
    body: (i) => packaging({ title: `Gel ${i}`, sku: `GEL-${i}` }),
  },
  {
    name: 'boxes',
    path: '/api/v1/boxes',
    list: listBoxes,
    create: createBox,
    body: (i) => box({ name: `Shipper ${i}` }),
  },
  {
    name: 'customers',
    path: '/api/v1/customers',
    list: listCustomers,
    create: createCustomer,
    body: (i) => customer({ name: `Customer ${i}`, email: `c${i}@example.com` }),
  },
];

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;

let mine: Account;
let theirs: Account;

beforeAll(async () => {
  mine = await createTestAccount('Cursor Foods');
  theirs = await createTestAccount('Other Merchant');
  for (const account of [mine, theirs]) {
    for (const l of LISTS) {
      for (let i = 1; i <= 3; i++) {
        const res = await call(l.create, {
          method: 'POST',
          path: l.path,
          user: account.owner,
          accountId: account.accountId,
          body: l.body(i),
        });
        expect(res.status).toBe(201);
      }
    }
  }
});

describe.each(LISTS)('GET $path paging cursor', ({ path, list }) => {
  const page = (account: Account, query: Record<string, string>) =>
    call(list, { method: 'GET', path, user: account.owner, accountId: account.accountId, query });
  const firstCursor = async (account: Account) => (await page(account, { limit: '1' })).body.cursor as string;

  const expectCursorRefused = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(res.body).fieldErrors).toEqual({ cursor: INVALID_CURSOR });
  };

  it('a cursor the list handed out continues the list', async () => {
    const first = await page(mine, { limit: '1' });
    const next = await page(mine, { limit: '5', cursor: first.body.cursor });
    expect(next.status).toBe(200);
    expect(next.body.items).toHaveLength(2);
  });

  it.each([
    ['not base64url', '!!!not a cursor!!!'],
    ['base64url of no JSON', 'abc'],
    ['a JSON array', encode([1, 2])],
    ['a JSON string', encode('pk')],
    ['an empty key', encode({})],
    ['a key of numbers', encode({ pk: 1, sk: 2 })],
  ])('a malformed cursor (%s) is a 400 on cursor', async (_, cursor) => {
    expectCursorRefused(await page(mine, { cursor }));
  });

  it('a cursor with the wrong attributes, empty or over-long values is a 400 on cursor', async () => {
    const key = decode(await firstCursor(mine));
    const [pkAttr, skAttr] = Object.keys(key).filter((a) => a !== 'pk' && a !== 'sk');
    expectCursorRefused(await page(mine, { cursor: encode({ pk: key.pk, sk: key.sk }) }));
    expectCursorRefused(await page(mine, { cursor: encode({ ...key, extra: 'x' }) }));
    expectCursorRefused(await page(mine, { cursor: encode({ ...key, sk: '' }) }));
    expectCursorRefused(await page(mine, { cursor: encode({ ...key, [skAttr ?? 'sk']: 'z'.repeat(1100) }) }));
    // Another partition of the caller's own account (another entity's list) is not this list.
    expectCursorRefused(await page(mine, { cursor: encode({ ...key, [pkAttr ?? 'pk']: `${key.pk}#SOMETHING-ELSE` }) }));
  });

  it("another account's cursor is a 400 and shows none of its items", async () => {
    const foreign = await firstCursor(theirs);
    expectCursorRefused(await page(mine, { cursor: foreign }));
    // Forged: the caller's table partition with the other account's index partition, and back.
    const key = decode(foreign);
    expectCursorRefused(await page(mine, { cursor: encode({ ...key, pk: `ACC#${mine.accountId}` }) }));
    const own = decode(await firstCursor(mine));
    expectCursorRefused(await page(mine, { cursor: encode({ ...own, pk: `ACC#${theirs.accountId}` }) }));
  });
});
