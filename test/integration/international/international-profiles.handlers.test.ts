import { beforeEach, describe, expect, it } from 'vitest';
import { INTERNATIONAL_PROFILE_MESSAGES } from '#domain/international/international-profiles.rules';
import { MESSAGES } from '#domain/validation/messages';
import { handler as createProfile } from '#functions/international/handlers/create-international-profile.handler';
import { handler as deleteProfile } from '#functions/international/handlers/delete-international-profile.handler';
import { handler as listProfiles } from '#functions/international/handlers/list-international-profiles.handler';
import { handler as updateProfile } from '#functions/international/handlers/update-international-profile.handler';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/**
 * International profiles through their handlers (accounts §3, §5): CRUD with exactly one default even
 * under concurrent writes, the spec's field checks as 400s, another account's profiles invisible and
 * untouchable (404), edit_options to write, edit_orders or edit_options to read.
 */
const BASE = '/api/v1/international-profiles';
let mine: { accountId: string; owner: TestUser };
let theirs: { accountId: string; owner: TestUser };

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
});

const body = (name: string, over: Record<string, unknown> = {}) => ({
  profileName: name,
  description: 'Frozen seafood for export',
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { label: '0303.14 Trout, frozen', value: '0303.14', description: 'Trout, frozen' },
  quantity: 2,
  countryOfOrigin: 'US',
  ...over,
});

type Who = { accountId: string; owner: TestUser };
const as = (who: Who, user: TestUser = who.owner) => ({ user, accountId: who.accountId });
const create = (who: Who, b: unknown, user?: TestUser) =>
  invoke(createProfile, apiEvent({ method: 'POST', path: BASE, body: b, ...as(who, user) }));
const list = (who: Who, user?: TestUser) =>
  invoke(listProfiles, apiEvent({ method: 'GET', path: BASE, ...as(who, user) }));
const update = (who: Who, id: string, b: unknown, user?: TestUser) =>
  invoke(
    updateProfile,
    apiEvent({ method: 'PUT', path: `${BASE}/${id}`, pathParameters: { profileId: id }, body: b, ...as(who, user) }),
  );
const remove = (who: Who, id: string, user?: TestUser) =>
  invoke(
    deleteProfile,
    apiEvent({ method: 'DELETE', path: `${BASE}/${id}`, pathParameters: { profileId: id }, ...as(who, user) }),
  );
const defaultsOf = (res: { body: { profiles: { id: string; isDefault: boolean }[] } }) =>
  res.body.profiles.filter((p) => p.isDefault).map((p) => p.id);

describe('CRUD with exactly one default', () => {
  it('create, list, make another the default, update, delete the default', async () => {
    const first = await create(mine, body('Fish'));
    expect(first).toMatchObject({ status: 201, body: { profileName: 'Fish', isDefault: true, quantity: 2 } });
    const second = await create(mine, body('Gifts', { contentType: 'gift' }));
    expect(second.body.isDefault).toBe(false);

    const promoted = await update(mine, second.body.id, body('Gifts', { contentType: 'gift', isDefault: true }));
    expect(promoted).toMatchObject({ status: 200, body: { isDefault: true } });
    expect(defaultsOf(await list(mine))).toEqual([second.body.id]);

    const unset = await update(mine, second.body.id, body('Gifts', { isDefault: false }));
    expect(unset).toMatchObject({
      status: 400,
      body: { fieldErrors: { isDefault: INTERNATIONAL_PROFILE_MESSAGES.keepOneDefault } },
    });

    const left = await remove(mine, second.body.id);
    expect(left.status).toBe(200);
    expect(defaultsOf(left)).toEqual([first.body.id]);
    expect((await remove(mine, second.body.id)).status).toBe(404);
  });

  it('concurrent creates and default changes never leave two defaults or none', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(mine, body(`Profile ${i}`, { isDefault: i % 2 === 0 }))),
    );
    expect(made.map((r) => r.status)).toEqual(Array(6).fill(201));
    await Promise.all(made.map((r) => update(mine, r.body.id, body(r.body.profileName, { isDefault: true }))));
    const after = await list(mine);
    expect(after.body.profiles).toHaveLength(6);
    expect(defaultsOf(after)).toHaveLength(1);
  });

  it('a duplicate name is a 400 on the name', async () => {
    await create(mine, body('Fish'));
    const res = await create(mine, body(' fish '));
    expect(res).toMatchObject({
      status: 400,
      body: { fieldErrors: { profileName: INTERNATIONAL_PROFILE_MESSAGES.duplicateName } },
    });
  });
});

describe('validation (accounts §5 "name, description (max 250), quantity and HTS code"): 400 naming the field', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { profileName: '' }, 'profileName', MESSAGES.required],
    ['a description over 250', { description: 'd'.repeat(251) }, 'description', MESSAGES.tooLong],
    ['no quantity', { quantity: null }, 'quantity', MESSAGES.quantityRequired],
    ['no HTS code', { htsCode: null }, 'htsCode', MESSAGES.required],
    ['an infinite quantity', { quantity: 'Infinity' }, 'quantity', ''],
  ])('%s', async (_name, over, field, message) => {
    const res = await create(mine, body('Fish', over));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toBeTruthy();
    if (message) expect(res.body.fieldErrors[field]).toBe(message);
    expect((await list(mine)).body.profiles).toEqual([]);
  });
});

describe('cross-tenant: another account’s profile is 404, never data, never changed', () => {
  it('GET lists only the caller’s own', async () => {
    await create(theirs, body('Their fish'));
    const res = await list(mine);
    expect(res).toMatchObject({ status: 200, body: { profiles: [] } });
  });

  it('PUT and DELETE of their profile answer 404 and leave it as it was', async () => {
    const theirsMade = await create(theirs, body('Their fish'));
    const id = theirsMade.body.id as string;
    const put = await update(mine, id, body('Taken over', { isDefault: true }));
    const del = await remove(mine, id);
    expect([put.status, del.status]).toEqual([404, 404]);
    expect(JSON.stringify(put.body) + JSON.stringify(del.body)).not.toContain('Their fish');
    expect((await list(theirs)).body.profiles).toMatchObject([{ id, profileName: 'Their fish', isDefault: true }]);
  });
});

describe('permissions (accounts §6)', () => {
  it('writing needs edit_options; reading needs edit_options or edit_orders', async () => {
    const made = await create(mine, body('Fish'));
    const clerk = await addTestMember(mine.accountId, { edit_options: false, edit_orders: true }, 'Mine Foods');
    expect((await create(mine, body('Other'), clerk)).status).toBe(403);
    expect((await update(mine, made.body.id, body('Fish', { quantity: 9 }), clerk)).status).toBe(403);
    expect((await remove(mine, made.body.id, clerk)).status).toBe(403);
    expect((await list(mine, clerk)).status).toBe(200);
    const viewer = await addTestMember(mine.accountId, { edit_options: false, edit_orders: false }, 'Mine Foods');
    expect((await list(mine, viewer)).status).toBe(403);
  });
});
