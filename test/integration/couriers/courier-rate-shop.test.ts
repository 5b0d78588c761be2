import { beforeEach, describe, expect, it } from 'vitest';
import { handler as rateSettingsRoute } from '#functions/rates/handlers/rate-settings.handler';
import { LOCAL_COURIER_CARRIER, type ShipmentRatesView } from '#api/shipping';
import { COURIER_MESSAGES } from '#domain/couriers/courier.rules';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';
import { createTestAccount } from '#test/support/accounts';
import { quoteCouriers } from '#functions/couriers/couriers.deps';
import { rateShopDeps } from '#functions/rates/rates.deps';
import { makeRateShop } from '#functions/rates/use-cases/rate-shop.use-case';
import { PERMISSION_KEYS, type PermissionSet } from '#domain/permissions/permission-keys';
import type { OrderRecord } from '#domain/orders/order-record';
import { createTestOrder } from '#test/support/order-handlers';
import { validOrderRequest } from '#test/support/orders';
import { addTestWarehouse } from '#test/support/warehouses';

let accountId: string;
let owner: TestUser;

beforeEach(async () => {
  ({ accountId, owner } = await createTestAccount());
});

/** The rate shop with the courier's quoting wired in, as the rating routes will have it once dispatch can buy. */
const courierRateShop = makeRateShop({ ...rateShopDeps, quoteCouriers });
async function rateFirstShipment(order: OrderRecord, user: TestUser, account: string) {
  const caller = {
    ...user,
    accountId: account,
    accountName: 'Couriers',
    role: 'owner' as const,
    permissions: new Set(PERMISSION_KEYS) as PermissionSet,
  };
  const body = await courierRateShop.shipmentRates(caller, order.id, order.shipments[0]!.id!);
  return { status: 200, body };
}

async function courierOrder(options: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  const warehouseId = await addTestWarehouse(owner, accountId);
  return createTestOrder(owner, accountId, {
    warehouseId,
    shipmentType: 'LocalCourier',
    localCourierOptions: { vehicleSize: 'van', deliverySchedule: 'now', tip: 4, ...options },
    shippingAddress: { ...validOrderRequest().shippingAddress!, ...address },
  });
}

describe('local courier quotes in the order rate shop', () => {
  it('a local courier order gets courier quotes beside the parcel ones, with the tip, the expiry and the merchant’s name', async () => {
    const put = await invoke(
      rateSettingsRoute,
      apiEvent({ method: 'GET', path: '/api/v1/settings/rates', user: owner, accountId }),
    );
    await invoke(
      rateSettingsRoute,
      apiEvent({
        method: 'PUT',
        path: '/api/v1/settings/rates',
        user: owner,
        accountId,
        body: { ...put.body, localCourierServiceName: 'Same-day van' },
      }),
    );
    const order = await courierOrder();
    const res = await rateFirstShipment(order, owner, accountId);
    expect(res.status).toBe(200);
    const view = res.body as ShipmentRatesView;
    const courier = view.quotes.filter((q) => q.carrier === LOCAL_COURIER_CARRIER);
    expect(courier).toHaveLength(1);
    const [quote] = courier;
    expect(quote!.serviceName).toBe('Same-day van');
    expect(quote!.courier).toMatchObject({ vehicle: 'van', tipCents: 400 });
    const left = Date.parse(quote!.courier!.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect(quote!.charges.find((c) => c.kind === 'tip')?.amountCents).toBe(400);
    expect(quote!.priceCents).toBe(quote!.charges.reduce((n, c) => n + c.amountCents, 0));
    // Same day: the courier is the fastest quote.
    expect(quote!.badges).toContain('fastest');
    expect(view.quotes.some((q) => q.carrier === 'UPS')).toBe(true);
  });

  it('a parcel order gets no courier quote', async () => {
    const warehouseId = await addTestWarehouse(owner, accountId);
    const order = await createTestOrder(owner, accountId, { warehouseId });
    const view = (await rateFirstShipment(order, owner, accountId)).body as ShipmentRatesView;
    expect(view.quotes.some((q) => q.carrier === LOCAL_COURIER_CARRIER)).toBe(false);
  });

  it('a dropoff out of the courier radius and a bad recipient phone come back as messages; parcel quotes stay', async () => {
    const far = await courierOrder({}, { city: 'Dallas', zip: '75201' });
    const farView = (await rateFirstShipment(far, owner, accountId)).body as ShipmentRatesView;
    expect(farView.quotes.some((q) => q.carrier === LOCAL_COURIER_CARRIER)).toBe(false);
    expect(farView.messages.map((m) => m.message).join(' ')).toMatch(/road miles from the warehouse/);
    expect(farView.quotes.length).toBeGreaterThan(0);

    const badPhone = await courierOrder({}, { phone: '555-0199' });
    const phoneView = (await rateFirstShipment(badPhone, owner, accountId)).body as ShipmentRatesView;
    expect(phoneView.messages.map((m) => m.message)).toContain(COURIER_MESSAGES.dropoffPhone);
  });
});
