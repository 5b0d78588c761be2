import { beforeEach, describe, expect, it } from 'vitest';
import { handler as createWarehouse } from '#functions/warehouses/handlers/create-warehouse.handler';
import { handler as deleteWarehouse } from '#functions/warehouses/handlers/delete-warehouse.handler';
import { handler as getWarehouse } from '#functions/warehouses/handlers/get-warehouse.handler';
import { handler as listWarehouses } from '#functions/warehouses/handlers/list-warehouses.handler';
import { handler as setDefaultWarehouse } from '#functions/warehouses/handlers/set-default-warehouse.handler';
import { handler as updateWarehouse } from '#functions/warehouses/handlers/update-warehouse.handler';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';

const validWarehouse = (overrides: Record<string, unknown> = {}) => ({
  name: 'Austin Kitchen',
  pickUpNotes: 'Ring the back door bell',
  address: {
    companyName: 'Hill Country Smokehouse',
    email: 'ship@hillcountry.example',
    phone: '512-555-0100',
    street1: '1100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zipCode: '78701-2410',
    ...overrides,
  },
});

let accountId: string;
let owner: TestUser;

async function create(user: TestUser, account: string, body: unknown) {
  return invoke(
    createWarehouse,
    apiEvent({ method: 'POST', path: '/api/v1/warehouses', user, accountId: account, body }),
  );
}
async function list(user: TestUser, account?: string) {
  return invoke(listWarehouses, apiEvent({ method: 'GET', path: '/api/v1/warehouses', user, accountId: account }));
}
const byId = (warehouseId: string) => ({ pathParameters: { warehouseId }, path: `/api/v1/warehouses/${warehouseId}` });

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('warehouses API against DynamoDB Local', () => {
  it('creates, lists, reads, edits and deletes a warehouse', async () => {
    const created = await create(owner, accountId, validWarehouse());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Austin Kitchen',
      default: true, // first warehouse of the account becomes the default
      address: {
        zipCode: '78701',
        zipCodeSuffix: '2410',
        fullZipCode: '78701-2410',
        state: 'TX',
        isValid: true,
        isActive: true,
      },
      formattedAddress: '1100 Congress Ave, Austin, TX 78701-2410, US',
    });
    const id = created.body.id as string;

    const listed = await list(owner, accountId);
    expect(listed.body.items.map((w: { id: string }) => w.id)).toEqual([id]);

    const read = await invoke(getWarehouse, apiEvent({ method: 'GET', user: owner, accountId, ...byId(id) }));
    expect(read.body.pickUpNotes).toBe('Ring the back door bell');

    const edited = await invoke(
      updateWarehouse,
      apiEvent({
        method: 'PUT',
        user: owner,
        accountId,
        body: { ...validWarehouse({ city: 'Round Rock', zipCode: '78664' }), name: 'Round Rock' },
        ...byId(id),
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Round Rock',
      default: true,
      address: { city: 'Round Rock', fullZipCode: '78664' },
    });

    const removed = await invoke(deleteWarehouse, apiEvent({ method: 'DELETE', user: owner, accountId, ...byId(id) }));
    expect(removed.status).toBe(204);
    expect((await list(owner, accountId)).body.items).toEqual([]);
  });

  it('keeps exactly one default: setting another moves it, deleting the default hands it on', async () => {
    const a = (await create(owner, accountId, { ...validWarehouse(), name: 'Alpha' })).body.id;
    const b = (await create(owner, accountId, { ...validWarehouse(), name: 'Bravo' })).body.id;
    const c = (await create(owner, accountId, { ...validWarehouse(), name: 'Charlie' })).body.id;
    const defaults = async () =>
      (await list(owner, accountId)).body.items
        .filter((w: { default: boolean }) => w.default)
        .map((w: { id: string }) => w.id);
    expect(await defaults()).toEqual([a]);

    const set = await invoke(setDefaultWarehouse, apiEvent({ method: 'POST', user: owner, accountId, ...byId(c) }));
    expect(set.body.default).toBe(true);
    expect(await defaults()).toEqual([c]);

    await invoke(deleteWarehouse, apiEvent({ method: 'DELETE', user: owner, accountId, ...byId(c) }));
    expect(await defaults()).toEqual([a]); // next by name
    await invoke(deleteWarehouse, apiEvent({ method: 'DELETE', user: owner, accountId, ...byId(a) }));
    expect(await defaults()).toEqual([b]);
  });

  it('accounts §5 address book: answers 400 with the spec messages per field and writes nothing', async () => {
    const res = await create(owner, accountId, {
      name: 'x'.repeat(36),
      address: {
        ...validWarehouse().address,
        zipCode: '7870',
        phone: 'call me',
        email: 'nope',
        city: 'C'.repeat(31),
        state: 'ZZ',
        country: 'FR',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please Address Following Issues:');
    expect(res.body.fieldErrors).toMatchObject({
      name: 'Value is too long',
      'address.zipCode': 'Invalid Zip',
      'address.phone': 'xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format',
      'address.email': 'Invalid email',
      'address.city': 'Value is too long',
      'address.country': 'Invalid value',
    });
    expect((await list(owner, accountId)).body.items).toEqual([]);
  });

  it('accounts §5: required fields answer "This field is required"', async () => {
    const res = await create(owner, accountId, { address: {} });
    expect(res.status).toBe(400);
    for (const field of [
      'name',
      'address.phone',
      'address.street1',
      'address.city',
      'address.state',
      'address.zipCode',
    ]) {
      expect(res.body.fieldErrors[field], field).toBe('This field is required');
    }
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await invoke(
      createWarehouse,
      apiEvent({ method: 'POST', path: '/api/v1/warehouses', user: owner, accountId, rawBody: '{oops' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
  });

  it('answers 404 for a warehouse id that does not exist', async () => {
    const res = await invoke(getWarehouse, apiEvent({ method: 'GET', user: owner, accountId, ...byId('missing') }));
    expect(res.status).toBe(404);
    const upd = await invoke(
      updateWarehouse,
      apiEvent({ method: 'PUT', user: owner, accountId, body: validWarehouse(), ...byId('missing') }),
    );
    expect(upd.status).toBe(404);
  });
});

describe('authentication and permissions (spec §6)', () => {
  it('answers 401 without verified claims', async () => {
    const res = await invoke(listWarehouses, apiEvent({ method: 'GET', path: '/api/v1/warehouses' }));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('a team member without edit_warehouses may list but not create (403)', async () => {
    const member = await addTestMember(accountId, { view_print_orders: true, edit_warehouses: false });
    expect((await list(member, accountId)).status).toBe(200);
    const res = await create(member, accountId, validWarehouse());
    expect(res.status).toBe(403);
    expect((await list(owner, accountId)).body.items).toEqual([]);
  });

  it('a team member with no permission set defined may do everything', async () => {
    const member = await addTestMember(accountId, {});
    expect((await create(member, accountId, validWarehouse())).status).toBe(201);
  });
});

describe('tenant isolation: account A can never reach account B', () => {
  it("gives 404 for B's warehouse on read, update, delete and set-default, and changes nothing", async () => {
    const b = await createTestAccount('Other Merchant');
    const bWarehouse = (await create(b.owner, b.accountId, validWarehouse())).body;

    const attempts = [
      invoke(getWarehouse, apiEvent({ method: 'GET', user: owner, accountId, ...byId(bWarehouse.id) })),
      invoke(
        updateWarehouse,
        apiEvent({
          method: 'PUT',
          user: owner,
          accountId,
          body: { ...validWarehouse(), name: 'Hijacked' },
          ...byId(bWarehouse.id),
        }),
      ),
      invoke(deleteWarehouse, apiEvent({ method: 'DELETE', user: owner, accountId, ...byId(bWarehouse.id) })),
      invoke(setDefaultWarehouse, apiEvent({ method: 'POST', user: owner, accountId, ...byId(bWarehouse.id) })),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);

    const after = await invoke(
      getWarehouse,
      apiEvent({ method: 'GET', user: b.owner, accountId: b.accountId, ...byId(bWarehouse.id) }),
    );
    expect(after.body).toEqual(bWarehouse);
    expect((await list(owner, accountId)).body.items).toEqual([]);
  });

  it("naming B's account in the header without a membership gives 404 and lists nothing of B's", async () => {
    const b = await createTestAccount('Other Merchant');
    await create(b.owner, b.accountId, validWarehouse());
    expect((await list(owner, b.accountId)).status).toBe(404);
    expect((await create(owner, b.accountId, validWarehouse())).status).toBe(404);
    expect((await list(b.owner, b.accountId)).body.items).toHaveLength(1);
  });
});
