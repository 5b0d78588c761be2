import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderImportField } from '#domain/imports/import-fields.constants';
import { groupOrderRows, validateOrderRows } from '#domain/imports/order-import.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { ORDER_ISSUES } from '#domain/orders/order-submit.rules';
import { handler as createProfile } from '#functions/international/handlers/create-international-profile.handler';
import { handler as createOrder } from '#functions/orders/handlers/create-order.handler';
import { storeOrderWriter } from '#functions/orders/order-landing.deps';
import { dynamoOrderRecords } from '#functions/orders/orders.adapters';
import { createTestAccount } from '#test/support/accounts';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { IMPORT_MAPPING, importRow } from '#test/support/order-import';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

/**
 * The default international profile on new orders bound abroad (accounts §3 "reusable on shipments"),
 * through the create route and a store's order landing, against DynamoDB Local: shipments sent without
 * customs take the default's, the ones that brought their own keep them, domestic orders stay as sent, and
 * another account's default never reaches this account's orders.
 */
type Who = { accountId: string; owner: TestUser };
let mine: Who;
let theirs: Who;

beforeEach(async () => {
  mine = await createTestAccount('Mine Foods');
  theirs = await createTestAccount('Their Foods');
  await Promise.all([mine, theirs].map((who) => addTestWarehouse(who.owner, who.accountId)));
});

const profile = (name: string, over: Record<string, unknown> = {}) => ({
  profileName: name,
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { label: '0303.14 Trout, frozen', value: '0303.14', description: 'Trout, frozen' },
  quantity: 2,
  countryOfOrigin: 'NO',
  isDefault: true,
  ...over,
});
async function addProfile(who: Who, body: unknown) {
  const res = await invoke(
    createProfile,
    apiEvent({
      method: 'POST',
      path: '/api/v1/international-profiles',
      body,
      user: who.owner,
      accountId: who.accountId,
    }),
  );
  expect(res.status).toBe(201);
}

const toCanada = {
  ...validOrderRequest().shippingAddress!,
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 2T6',
  country: 'CA',
};
const post = (who: Who, body: unknown) =>
  invoke(
    createOrder,
    apiEvent({ method: 'POST', path: '/api/v1/orders', body, user: who.owner, accountId: who.accountId }),
  );
async function create(who: Who, over: Parameters<typeof validOrderRequest>[0] = {}) {
  const res = await post(who, validOrderRequest(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { order: OrderRecord }).order;
}

const OWN_CUSTOMS = {
  contentType: 'gift',
  nonDelivery: 'abandon',
  htsCode: { label: '4202.92', value: '4202.92', description: 'Bags' },
  quantity: 1,
  countryOfOrigin: 'US',
};
const FISH_CUSTOMS = {
  profileName: 'Fish',
  contentType: 'merchandise',
  nonDelivery: 'return',
  htsCode: { value: '0303.14' },
  quantity: 2,
  countryOfOrigin: 'NO',
};

describe('POST /api/v1/orders takes the default profile', () => {
  it('fills a shipment to Canada sent without customs, and keeps customs sent with the order', async () => {
    await addProfile(mine, profile('Gifts', { contentType: 'gift', isDefault: false }));
    await addProfile(mine, profile('Fish'));
    const order = await create(mine, { shippingAddress: toCanada });
    expect(order.shipments[0]!.internationalSettings).toMatchObject(FISH_CUSTOMS);

    const base = validOrderRequest().shipments![0]!;
    const own = await create(mine, {
      shippingAddress: toCanada,
      shipments: [{ ...base, internationalSettings: OWN_CUSTOMS }],
    } as never);
    expect(own.shipments[0]!.internationalSettings).toEqual(OWN_CUSTOMS);
  });

  it('leaves a domestic order as sent; without a profile an order abroad still needs its customs', async () => {
    await addProfile(mine, profile('Fish'));
    expect((await create(mine)).shipments[0]!.internationalSettings ?? null).toBeNull();
    const res = await post(theirs, validOrderRequest({ shippingAddress: toCanada }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'shipments.0.internationalSettings': ORDER_ISSUES.internationalSettingsInvalid,
    });
  });

  it("never applies another account's default (cross-tenant)", async () => {
    await addProfile(theirs, profile('Their fish', { countryOfOrigin: 'CL' }));
    await addProfile(mine, profile('Fish'));
    const order = await create(mine, { shippingAddress: toCanada });
    expect(order.shipments[0]!.internationalSettings).toMatchObject(FISH_CUSTOMS);
    const stored = await dynamoOrderRecords.get(theirs.accountId, order.id);
    expect(stored).toBeUndefined();
  });
});

describe("a store's order landing takes the default profile", () => {
  const mapping = { ...IMPORT_MAPPING, state: 'Province', zip: 'Postal', country: 'Country' };
  const mapped = new Set(Object.keys(mapping)) as ReadonlySet<OrderImportField>;
  const land = (who: Who, orderNumber: string, country: string) => {
    const { valid, errors } = validateOrderRows(
      [
        importRow(2, orderNumber, 'PINT', 1, {
          Country: country,
          Province: country === 'CA' ? 'ON' : 'TX',
          Postal: country === 'CA' ? 'M5V 2T6' : '78701',
        }),
      ],
      mapping,
    );
    expect(errors).toEqual([]);
    return storeOrderWriter.upsertStoreOrder(who.accountId, groupOrderRows(valid)[0]!, mapped, {
      storeId: 'store-intl',
      source: 'shopify',
    });
  };

  it('fills an order landing for Canada, not a domestic one, with this account’s default only', async () => {
    await addProfile(theirs, profile('Their fish', { countryOfOrigin: 'CL' }));
    await addProfile(mine, profile('Fish'));
    const abroad = await land(mine, 'STORE-CA-1', 'CA');
    const home = await land(mine, 'STORE-US-1', 'US');
    const read = async (id?: string) => (await dynamoOrderRecords.get(mine.accountId, id!))!;
    expect((await read(abroad.outcome.id)).shipments[0]!.internationalSettings).toMatchObject(FISH_CUSTOMS);
    expect((await read(home.outcome.id)).shipments[0]!.internationalSettings ?? null).toBeNull();
  });
});
