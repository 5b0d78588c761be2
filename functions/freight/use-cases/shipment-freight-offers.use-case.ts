import { SHIPMENT_ALREADY_SHIPPED, type ShipmentFreightOffersView } from '#api/freight';
import type { AccountStore } from '#domain/accounts/ports';
import { rateRequestFor } from '#domain/carriers/rate-request.rules';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import type { OrderRecordStore } from '#domain/orders/ports';
import { hasFeature } from '#domain/plans/feature-flags.rules';
import { isoDate } from '#domain/rates/rate-shop.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import { rateShipDate } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import type { ShipmentFreightQuotes } from '../shipment-freight-quotes';

export interface ShipmentFreightOffersDeps {
  orders: Pick<OrderRecordStore, 'get'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  accountSettings: (accountId: string) => Promise<AccountSettings>;
  /** The account's shipping schedule: the ship date of callers holding the shippingSchedule feature follows it. */
  shippingSchedule?: (accountId: string) => Promise<ShippingSchedule>;
  freight: ShipmentFreightQuotes;
  clock?: () => Date;
}

/**
 * The LTL leg of an order's rate shop, asked beside the parcel rating (its own function: the parcel
 * rate routes carry no freight carrier). The shipment is described to the carriers as the parcel
 * carriers see it, on the same ship date; an order with a load type, or a shipment past the parcel
 * limits, is quoted and the quote kept with the order's id so "Book freight" books it.
 */
export function makeShipmentFreightOffers(deps: ShipmentFreightOffersDeps) {
  const now = deps.clock ?? (() => new Date());

  async function shipDateOf(caller: Caller): Promise<string> {
    const [account, schedule] = await Promise.all([
      deps.accounts.getAccount(caller.accountId),
      hasFeature(caller.features, 'shippingSchedule') ? deps.shippingSchedule?.(caller.accountId) : undefined,
    ]);
    const at = now();
    return isoDate(
      (schedule && rateShipDate(at, schedule)) ??
        nextShipDate(todayIn(account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE, at)),
    );
  }

  /** POST /api/v1/orders/{orderId}/shipments/{shipmentId}/freight-offers */
  return async function shipmentFreightOffers(
    caller: Caller,
    orderId: string,
    shipmentId: string,
  ): Promise<ShipmentFreightOffersView> {
    const [order, settings, shipDate] = await Promise.all([
      deps.orders.get(caller.accountId, orderId),
      deps.accountSettings(caller.accountId),
      shipDateOf(caller),
    ]);
    if (!order) throw new NotFoundError('Order');
    const shipment = order.shipments.find((s) => s.id === shipmentId);
    if (!shipment) throw new NotFoundError('Shipment');
    if (shipment.billOfLading || shipment.label?.trackingCode) throw new ConflictError(SHIPMENT_ALREADY_SHIPPED);
    const base = { orderId, shipmentId, shipDate };
    const built = rateRequestFor(order, shipment, weightContextOf(settings), shipDate);
    if (!built.ok) return { ...base, messages: built.problems };
    const freight = await deps.freight(caller.accountId, order, built.request);
    return { ...base, ...(freight ? { freight } : {}), messages: [] };
  };
}
