import { beforeEach, describe, expect, it } from 'vitest';
import { handler as accountSettings } from '#functions/settings/handlers/account-settings.handler';
import { defaultAccountSettings } from '#api/settings';
import { dynamoAccountSettingsStore } from '#functions/settings/adapters/dynamodb.account-settings-store';
import { OUR_MESSAGES, MESSAGES } from '#domain/validation/messages';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { addTestMember, createTestAccount } from '#test/support/accounts';

const PATH = '/api/v1/account-settings';
let accountId: string;
let owner: TestUser;

const read = (user: TestUser = owner, account = accountId) =>
  invoke(accountSettings, apiEvent({ method: 'GET', path: PATH, user, accountId: account }));
const write = (body: unknown, user: TestUser = owner, account = accountId) =>
  invoke(accountSettings, apiEvent({ method: 'PUT', path: PATH, user, accountId: account, body }));

/** Everything a merchant can change on the Settings page, away from every default. */
const changed = {
  dryIce: { active: true, weight: 2.5, units: 'kg' },
  deliveryConfirmation: true,
  carbonNeutral: true,
  declaredValue: { active: true, automatic: false, custom: 150 },
  shipmentWeights: { active: true, type: 'custom', customWeight: 3.25 },
  useBoxPackingAlgo: true,
  useBoxPackingAlgoQuantity: false,
  useBoxPackingAlgoWeight: true,
  autoFulfill: { shopify: true },
  defaultWeightUnits: 'oz',
  defaultDimensionUnits: 'cm',
  sendFulfillmentNotification: true,
  syncOrderWarehouse: true,
  importAdditionalDetails: true,
  importOptions: {
    shopify: { defaultWeightUnits: 'g', defaultDimensionUnits: 'cm' },
    square: { defaultWeightUnits: 'oz' },
  },
  archiveOrders: { active: true, days: 90 },
};

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

describe('accounts §3 account settings: GET and PUT /api/v1/account-settings against DynamoDB Local', () => {
  it('accounts §3: an account that never saved settings reads the defaults at version 0', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...defaultAccountSettings(), version: 0, updatedAt: null });
    expect(res.body).toMatchObject({
      useBoxPackingAlgo: false,
      defaultWeightUnits: 'lb',
      defaultDimensionUnits: 'in',
      archiveOrders: { active: false, days: 30 },
    });
  });

  it('accounts §3: PUT stores the full shape and GET reads it back; numbers typed as text are stored as numbers', async () => {
    const saved = await write({
      ...changed,
      dryIce: { ...changed.dryIce, weight: '2.5' },
      archiveOrders: { active: true, days: '90' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...changed, version: 1 });
    expect(typeof saved.body.updatedAt).toBe('string');
    const again = await read();
    expect(again.body).toEqual(saved.body);
  });

  it('accounts §3: top-level fields left out of a PUT return to their defaults (PUT replaces the settings)', async () => {
    await write(changed);
    const res = await write({ carbonNeutral: true, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...defaultAccountSettings(),
      carbonNeutral: true,
      version: 2,
      updatedAt: res.body.updatedAt,
    });
  });

  it.each([
    {
      rule: 'archive days 15 to 365 (10)',
      body: { archiveOrders: { active: true, days: 10 } },
      field: 'archiveOrders.days',
      message: OUR_MESSAGES.archiveDays,
    },
    {
      rule: 'archive days 15 to 365 (366)',
      body: { archiveOrders: { active: false, days: 366 } },
      field: 'archiveOrders.days',
      message: OUR_MESSAGES.archiveDays,
    },
    {
      rule: 'archive days required when active',
      body: { archiveOrders: { active: true, days: '' } },
      field: 'archiveOrders.days',
      message: MESSAGES.required,
    },
    {
      rule: 'dry ice weight required when active',
      body: { dryIce: { active: true, units: 'lb' } },
      field: 'dryIce.weight',
      message: MESSAGES.required,
    },
    {
      rule: 'dry ice weight at least 0',
      body: { dryIce: { active: true, weight: -1, units: 'lb' } },
      field: 'dryIce.weight',
      message: OUR_MESSAGES.mustBeAtLeast(0),
    },
    {
      rule: 'custom declared value at least 0',
      body: { declaredValue: { active: true, automatic: false, custom: -5 } },
      field: 'declaredValue.custom',
      message: OUR_MESSAGES.mustBeAtLeast(0),
    },
    {
      rule: 'custom weight at least 0.01',
      body: { shipmentWeights: { active: true, type: 'custom', customWeight: 0 } },
      field: 'shipmentWeights.customWeight',
      message: OUR_MESSAGES.mustBeAtLeast(0.01),
    },
    {
      rule: 'weight units lb, kg, oz, g',
      body: { defaultWeightUnits: 'stone' },
      field: 'defaultWeightUnits',
      message: MESSAGES.invalid,
    },
    {
      rule: 'a flag must be true or false',
      body: { useBoxPackingAlgo: 'yes' },
      field: 'useBoxPackingAlgo',
      message: MESSAGES.invalid,
    },
  ])(
    'accounts §5 account settings: $rule answers 400 "$message" and writes nothing',
    async ({ body, field, message }) => {
      const res = await write(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please Address Following Issues:');
      expect(res.body.fieldErrors[field]).toBe(message);
      expect((await read()).body.version).toBe(0);
    },
  );

  it('optimistic concurrency: a save from a form loaded at an older version answers 409 and keeps the newer settings', async () => {
    await write({ ...changed, version: 0 });
    const stale = await write({ carbonNeutral: false, version: 0 });
    expect(stale.status).toBe(409);
    expect((await read()).body).toMatchObject({ carbonNeutral: true, version: 1 });
  });

  it('optimistic concurrency in the store: a write naming a version that moved on is refused, the item keeps the winner', async () => {
    const defaults = defaultAccountSettings();
    expect(await dynamoAccountSettingsStore.put(accountId, { ...defaults, carbonNeutral: true }, 0)).toMatchObject({
      version: 1,
    });
    // Two writers both loaded version 0 (absent): the second create fails its condition.
    expect(
      await dynamoAccountSettingsStore.put(accountId, { ...defaults, syncOrderWarehouse: true }, 0),
    ).toBeUndefined();
    expect(await dynamoAccountSettingsStore.put(accountId, { ...defaults, useBoxPackingAlgo: true }, 1)).toMatchObject({
      version: 2,
    });
    expect(
      await dynamoAccountSettingsStore.put(accountId, { ...defaults, importAdditionalDetails: true }, 1),
    ).toBeUndefined();
    expect((await read()).body).toMatchObject({
      useBoxPackingAlgo: true,
      carbonNeutral: false,
      importAdditionalDetails: false,
      version: 2,
    });
  });

  it('a save without a version goes on top of the latest one', async () => {
    await write(changed);
    const res = await write({ ...changed, carbonNeutral: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ carbonNeutral: false, version: 2 });
  });

  it('accounts §6: a member without edit_company reads the settings but cannot change them (403)', async () => {
    await write(changed);
    const packer = await addTestMember(accountId, { view_print_orders: true, edit_orders: true, edit_company: false });
    expect((await read(packer)).body).toMatchObject({ useBoxPackingAlgo: true, version: 1 });
    const res = await write({ ...changed, carbonNeutral: false }, packer);
    expect(res.status).toBe(403);
    expect((await read()).body.carbonNeutral).toBe(true);
  });

  it('accounts §6: a member with edit_company may change them', async () => {
    const admin = await addTestMember(accountId, { edit_company: true, edit_users: false });
    const res = await write(changed, admin);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
  });

  it("tenant isolation: account B can neither read nor change account A's settings", async () => {
    await write(changed);
    const b = await createTestAccount('Other Foods');
    // Naming A's id in the header is refused like a missing account.
    expect((await read(b.owner, accountId)).status).toBe(404);
    expect((await write({ carbonNeutral: false }, b.owner, accountId)).status).toBe(404);
    // B's own settings are its own: defaults, and its save leaves A's untouched.
    expect((await read(b.owner, b.accountId)).body).toMatchObject({ carbonNeutral: false, version: 0 });
    expect((await write({ archiveOrders: { active: true, days: 20 } }, b.owner, b.accountId)).status).toBe(200);
    expect((await read()).body).toMatchObject({ ...changed, version: 1 });
  });

  it('orders §3 importOptions: per platform units are kept; an unknown platform or unit answers 400 and keeps the settings', async () => {
    expect((await write(changed)).status).toBe(200);
    const unknownPlatform = await write({ ...changed, importOptions: { etsy: { defaultWeightUnits: 'lb' } } });
    expect(unknownPlatform.status).toBe(400);
    const badUnit = await write({ ...changed, importOptions: { shopify: { defaultWeightUnits: 'stone' } } });
    expect(badUnit.status).toBe(400);
    expect(Object.keys(badUnit.body.fieldErrors ?? {}).some((k) => k.startsWith('importOptions'))).toBe(true);
    expect((await read()).body.importOptions).toEqual(changed.importOptions);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await invoke(
      accountSettings,
      apiEvent({ method: 'PUT', path: PATH, user: owner, accountId, rawBody: '{oops' }),
    );
    expect(res.status).toBe(400);
  });
});
