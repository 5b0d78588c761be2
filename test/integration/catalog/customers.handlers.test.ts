import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createCustomer } from '#functions/catalog/handlers/create-customer.handler';
import { handler as createCustomersBulk } from '#functions/catalog/handlers/create-customers-bulk.handler';
import { handler as deleteCustomer } from '#functions/catalog/handlers/delete-customer.handler';
import { handler as getCustomer } from '#functions/catalog/handlers/get-customer.handler';
import { handler as listCustomers } from '#functions/catalog/handlers/list-customers.handler';
import { handler as searchCustomers } from '#functions/catalog/handlers/search-customers.handler';
import { handler as updateCustomer } from '#functions/catalog/handlers/update-customer.handler';
import { customerSearchResponseSchema } from '#domain/catalog/search-results.schema';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { call, customer } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const create = (body: unknown, user = owner, account = accountId) =>
  call(createCustomer, { method: 'POST', path: '/api/v1/customers', user, accountId: account, body });
const byId = (customerId: string) => ({ pathParameters: { customerId }, path: `/api/v1/customers/${customerId}` });
const list = async (user = owner, account = accountId) =>
  (
    await call(listCustomers, {
      method: 'GET',
      path: '/api/v1/customers',
      user,
      accountId: account,
      query: { limit: '100' },
    })
  ).body.items;
const search = (body: Record<string, unknown>, user = owner, account = accountId) =>
  call(searchCustomers, {
    method: 'POST',
    path: '/api/v1/customers/search',
    user,
    accountId: account,
    body: { query: '', offset: 0, ignoreQuery: false, ...body },
  });
const bulk = (customers: unknown[], user = owner, account = accountId) =>
  call(createCustomersBulk, {
    method: 'POST',
    path: '/api/customers/create/bulk',
    user,
    accountId: account,
    body: { customers },
  });

describe('customers API against DynamoDB Local', () => {
  it('creates, reads, edits and deletes a customer', async () => {
    const created = await create(customer());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '512-555-0188',
      company: 'Gonzalez Catering',
      address: {
        address1: '500 E 5th St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
        residential: false,
      },
    });
    const id = created.body._id;
    expect((await call(getCustomer, { method: 'GET', user: owner, accountId, ...byId(id) })).body).toEqual(
      created.body,
    );
    const edited = await call(updateCustomer, {
      method: 'PUT',
      user: owner,
      accountId,
      body: customer({ email: 'maria.g@example.com', address: null }),
      ...byId(id),
    });
    expect(edited.body).toMatchObject({ email: 'maria.g@example.com', address: null });
    // The old email is free again.
    expect((await create(customer({ name: 'Another Maria' }))).status).toBe(201);
    expect((await call(deleteCustomer, { method: 'DELETE', user: owner, accountId, ...byId(id) })).status).toBe(204);
    expect((await list()).map((c: { name: string }) => c.name)).toEqual(['Another Maria']);
  });

  it('orders §5: answers 400 with the spec messages', async () => {
    const res = await create(
      customer({
        name: '',
        email: 'nope',
        phone: 'call me',
        address: { address1: '1 Main', city: 'Austin', state: 'ZZ', zip: '123' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      name: 'This field is required',
      email: 'Invalid email',
      phone: 'xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format',
      'address.zip': 'Invalid Zip',
    });
    expect(await list()).toEqual([]);
  });

  it('keeps emails unique per account, case-insensitively (409)', async () => {
    await create(customer());
    const dup = await create(customer({ name: 'Someone Else', email: 'MARIA@example.com' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A customer with this email already exists');
    // Customers without an email never clash.
    expect((await create(customer({ email: '' }))).status).toBe(201);
    expect((await create(customer({ email: '' }))).status).toBe(201);
  });
});

describe('POST /api/v1/customers/search (orders §7)', () => {
  it('matches name or email case-insensitively, 20 per page with the total; results are {name, email, _id}', async () => {
    for (let i = 1; i <= 23; i++)
      await create(customer({ name: `Customer ${String(i).padStart(2, '0')}`, email: `buyer${i}@smokehouse.example` }));
    await create(customer({ name: 'Zoe Walker', email: 'zoe@other.example' }));
    const first = await search({ query: 'SMOKEHOUSE' });
    expect(customerSearchResponseSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.total).toBe(23);
    expect(first.body.customers).toHaveLength(20);
    expect(Object.keys(first.body.customers[0]).sort()).toEqual(['_id', 'email', 'name']);
    expect(first.body.customers[0]).toMatchObject({ name: 'Customer 01', email: 'buyer1@smokehouse.example' });
    expect((await search({ query: 'smokehouse', offset: 20 })).body.customers).toHaveLength(3);
    expect((await search({ query: 'walker' })).body.customers.map((c: { name: string }) => c.name)).toEqual([
      'Zoe Walker',
    ]);
    expect((await search({ query: 'anything', ignoreQuery: true })).body.total).toBe(24);
  });
});

describe('POST /api/customers/create/bulk (orders §7)', () => {
  it('validates each row, upserts by email, and answers per-row results in order', async () => {
    const existing = (await create(customer({ name: 'Old Name', email: 'old@example.com' }))).body;
    const res = await bulk([
      customer({ name: 'New Person', email: 'new@example.com' }),
      customer({ name: 'Renamed', email: 'OLD@example.com' }),
      { name: '', email: 'bad' },
      customer({ name: 'No Email', email: '' }),
      customer({ name: 'New Person Again', email: 'new@example.com' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, updated: 2, failed: 1 });
    expect(res.body.results.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [1, 'created'],
      [2, 'updated'],
      [3, 'failed'],
      [4, 'created'],
      [5, 'updated'],
    ]);
    expect(res.body.results[1]._id).toBe(existing._id);
    expect(res.body.results[2].fieldErrors).toEqual({ name: 'This field is required', email: 'Invalid email' });
    expect(res.body.results[4]._id).toBe(res.body.results[0]._id);

    const names = (await list()).map((c: { name: string }) => c.name);
    expect(names).toEqual(['New Person Again', 'No Email', 'Renamed']);
    // Re-importing the same rows changes nothing but names: no duplicates.
    await bulk([customer({ name: 'New Person Again', email: 'new@example.com' })]);
    expect(await list()).toHaveLength(3);

    // orders §4 activity log: each import leaves an import_customers entry.
    const { dynamoActivityLog } = await import('#functions/orders/adapters/dynamodb.activity-log');
    const imports = (await dynamoActivityLog.listRecent(accountId, 10)).filter((e) => e.type === 'import_customers');
    expect(imports.map((e) => e.message)).toEqual([
      'Imported customers: 0 created, 1 updated, 0 failed',
      'Imported customers: 2 created, 2 updated, 1 failed',
    ]);
  });

  it('answers 400 for an empty list and 403 without import_export_customers', async () => {
    const empty = await bulk([]);
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ customers: 'This field is required' });
    const member = await addTestMember(accountId, { edit_customers: true, import_export_customers: false });
    expect((await bulk([customer()], member)).status).toBe(403);
    expect(await list()).toEqual([]);
  });
});

describe('permissions and tenant isolation', () => {
  it('without edit_customers a member may search but not create (403)', async () => {
    const member = await addTestMember(accountId, { edit_customers: false, view_print_orders: true });
    expect((await search({ query: '' }, member)).status).toBe(200);
    expect((await create(customer(), member)).status).toBe(403);
  });

  it("gives 404 for B's customer on read, update and delete; B's emails neither clash nor get updated by A's bulk", async () => {
    const b = await createTestAccount('Other Merchant');
    const theirs = (await create(customer(), b.owner, b.accountId)).body;
    for (const res of await Promise.all([
      call(getCustomer, { method: 'GET', user: owner, accountId, ...byId(theirs._id) }),
      call(updateCustomer, {
        method: 'PUT',
        user: owner,
        accountId,
        body: customer({ name: 'Hijacked' }),
        ...byId(theirs._id),
      }),
      call(deleteCustomer, { method: 'DELETE', user: owner, accountId, ...byId(theirs._id) }),
    ]))
      expect(res.status).toBe(404);
    const mine = await bulk([customer({ name: 'Mine' })]);
    expect(mine.body.results[0].status).toBe('created');
    expect(mine.body.results[0]._id).not.toBe(theirs._id);
    expect((await search({ query: 'maria' })).body.total).toBe(1);
    expect(
      (await call(getCustomer, { method: 'GET', user: b.owner, accountId: b.accountId, ...byId(theirs._id) })).body,
    ).toEqual(theirs);
  });
});
