import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createPackaging } from '#functions/catalog/handlers/create-packaging.handler';
import { handler as deletePackaging } from '#functions/catalog/handlers/delete-packaging.handler';
import { handler as getPackaging } from '#functions/catalog/handlers/get-packaging.handler';
import { handler as listPackagings } from '#functions/catalog/handlers/list-packagings.handler';
import { handler as searchPackagings } from '#functions/catalog/handlers/search-packagings.handler';
import { handler as updatePackaging } from '#functions/catalog/handlers/update-packaging.handler';
import { packagingSearchResponseSchema } from '#domain/catalog/search-results.schema';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import type { TestUser } from '#test/support/api-events';
import { call, packaging } from './catalog-calls';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

const create = (body: unknown, user = owner, account = accountId) =>
  call(createPackaging, { method: 'POST', path: '/api/v1/packagings', user, accountId: account, body });
const byId = (packagingId: string) => ({ pathParameters: { packagingId }, path: `/api/v1/packagings/${packagingId}` });
const list = (user = owner, account = accountId) =>
  call(listPackagings, { method: 'GET', path: '/api/v1/packagings', user, accountId: account });
const search = (body: Record<string, unknown>, user = owner, account = accountId) =>
  call(searchPackagings, {
    method: 'POST',
    path: '/api/v1/packagings/search',
    user,
    accountId: account,
    body: { query: '', orderSearch: true, offset: 0, ignoreQuery: false, ...body },
  });

const liner = (overrides: Record<string, unknown> = {}) =>
  packaging({
    packagingType: 'liner',
    title: 'EPS Liner 12x10x9',
    sku: 'LINER-EPS-1',
    material: 'EPS',
    thickness: '1in',
    price: 4.1,
    ...overrides,
  });

describe('packagings API against DynamoDB Local', () => {
  it('orders §3 Liner: creates a liner with material and thickness, edits it, deletes it', async () => {
    const created = await create(liner());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      packagingType: 'liner',
      title: 'EPS Liner 12x10x9',
      sku: 'LINER-EPS-1',
      material: 'EPS',
      thickness: '1in',
      price: 4.1,
    });
    const id = created.body._id;
    expect((await call(getPackaging, { method: 'GET', user: owner, accountId, ...byId(id) })).body).toEqual(
      created.body,
    );

    const edited = await call(updatePackaging, {
      method: 'PUT',
      user: owner,
      accountId,
      body: liner({ material: 'Denim', thickness: '2in' }),
      ...byId(id),
    });
    expect(edited.body).toMatchObject({ material: 'Denim', thickness: '2in' });
    // Turning it into a coolant drops the liner-only fields.
    const coolant = await call(updatePackaging, {
      method: 'PUT',
      user: owner,
      accountId,
      body: liner({ packagingType: 'coolant', title: 'Dry Ice 5 lb', sku: 'Custom' }),
      ...byId(id),
    });
    expect(coolant.body.packagingType).toBe('coolant');
    expect(coolant.body).not.toHaveProperty('material');
    expect(coolant.body).not.toHaveProperty('thickness');

    expect((await list()).body.items).toHaveLength(1);
    expect((await call(deletePackaging, { method: 'DELETE', user: owner, accountId, ...byId(id) })).status).toBe(204);
    expect((await list()).body.items).toEqual([]);
  });

  it('orders §3: a liner without a thickness is N/A; a coolant sku may be "Custom"', async () => {
    expect((await create(liner({ thickness: undefined }))).body.thickness).toBe('N/A');
    expect((await create(packaging({ sku: 'Custom' }))).status).toBe(201);
  });

  it.each([
    ['an unknown liner material', { material: 'Wool' }, { material: 'Invalid value' }],
    ['an unknown thickness', { thickness: '3in' }, { thickness: 'Invalid value' }],
    ['an unknown type', { packagingType: 'bubble' }, { packagingType: 'Invalid value' }],
    [
      'missing title and sku',
      { title: ' ', sku: '' },
      { title: 'This field is required', sku: 'This field is required' },
    ],
    ['a negative price', { price: -1 }, { price: 'Invalid value' }],
  ])('answers 400 for %s with the message and writes nothing', async (_name, overrides, fieldErrors) => {
    const res = await create(liner(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject(fieldErrors);
    expect((await list()).body.items).toEqual([]);
  });
});

describe('POST /api/v1/packagings/search (orders §7)', () => {
  beforeEach(async () => {
    for (let i = 1; i <= 22; i++)
      await create(packaging({ title: `Gel Pack ${String(i).padStart(2, '0')}`, sku: `GEL-${i}` }));
    await create(packaging({ title: 'Reusable Ice Pack', sku: 'ICE-1' }));
    await create(packaging({ title: 'ICE PACK jumbo', sku: 'ICE-2' }));
    await create(liner());
  });

  it('matches title or sku case-insensitively, 20 per page with the total', async () => {
    const first = await search({ query: 'gel' });
    expect(packagingSearchResponseSchema.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({ total: 22 });
    expect(first.body.packagings).toHaveLength(20);
    expect(first.body.packagings[0]).toMatchObject({
      title: 'Gel Pack 01',
      sku: 'GEL-1',
      packagingType: 'coolant',
      price: 1.25,
    });
    expect((await search({ query: 'gel', offset: 20 })).body.packagings).toHaveLength(2);
    expect((await search({ query: 'liner-eps' })).body.total).toBe(1);
  });

  it("orders §7: hideIcePacks drops entries whose label contains 'ice pack' (any case), and total agrees", async () => {
    expect((await search({ query: 'ice' })).body.total).toBe(2);
    const hidden = await search({ query: '', ignoreQuery: true, hideIcePacks: true });
    expect(hidden.body.total).toBe(23);
    const titles = (await search({ query: 'pack', hideIcePacks: true })).body.packagings.map(
      (p: { title: string }) => p.title,
    );
    expect(titles.some((t: string) => t.toLowerCase().includes('ice pack'))).toBe(false);
    expect((await search({ query: '', ignoreQuery: true })).body.total).toBe(25);
  });
});

describe('permissions and tenant isolation', () => {
  it('without edit_packagings a member may search but not create (403)', async () => {
    const member = await addTestMember(accountId, { edit_packagings: false, edit_products: true });
    expect((await search({ query: '' }, member)).status).toBe(200);
    expect((await create(liner(), member)).status).toBe(403);
    expect((await list()).body.items).toEqual([]);
  });

  it("gives 404 for B's packaging on read, update and delete, and changes nothing", async () => {
    const b = await createTestAccount('Other Merchant');
    const theirs = (await create(liner(), b.owner, b.accountId)).body;
    for (const res of await Promise.all([
      call(getPackaging, { method: 'GET', user: owner, accountId, ...byId(theirs._id) }),
      call(updatePackaging, {
        method: 'PUT',
        user: owner,
        accountId,
        body: liner({ title: 'Hijacked' }),
        ...byId(theirs._id),
      }),
      call(deletePackaging, { method: 'DELETE', user: owner, accountId, ...byId(theirs._id) }),
    ]))
      expect(res.status).toBe(404);
    expect((await search({ query: 'liner' })).body).toEqual({ packagings: [], total: 0 });
    expect(
      (await call(getPackaging, { method: 'GET', user: b.owner, accountId: b.accountId, ...byId(theirs._id) })).body,
    ).toEqual(theirs);
  });
});
