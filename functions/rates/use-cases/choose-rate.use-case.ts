import type { OrderDetail } from '#api/orders';
import type { ShipmentRatesView } from '#api/shipping';
import { withHandEdits } from '#domain/automations/hand-edits.rules';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import { toGridRow } from '#domain/orders/order-grid.rules';
import { hasFeature } from '#domain/plans/feature-flags.rules';
import { rateShipDate } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { OrderRecord } from '#domain/orders/order-record';
import { writeOnLatestOrder, type OrderRecordStore } from '#domain/orders/ports';
import { isoDate, preferredRateOf } from '#domain/rates/rate-shop.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';

export const SHIPMENT_HAS_LABEL = 'This shipment already has a label: refund it before rating it again.';
export const RATE_NO_LONGER_OFFERED = 'This rate is no longer offered: get rates again.';

/** A concurrent edit between reading and saving the rates: read again this many times. */
const SAVE_ATTEMPTS = 3;

/** How the rate use cases read an order's shipment and save it back onto the latest order. */
export function makeShipmentWrites(orders: OrderRecordStore) {
  async function load(accountId: string, orderId: string): Promise<OrderRecord> {
    const order = await orders.get(accountId, orderId);
    if (!order) throw new NotFoundError('Order');
    return order;
  }

  return {
    load,

    shipmentOf(order: OrderRecord, shipmentId: string): { shipment: Shipment; index: number } {
      const index = order.shipments.findIndex((s) => s.id === shipmentId);
      if (index < 0) throw new NotFoundError('Shipment');
      return { shipment: order.shipments[index]!, index };
    },

    /** Saves changed shipments onto the latest order, re-reading it when someone saved in between. */
    async saveShipments(
      accountId: string,
      order: OrderRecord,
      change: (latest: OrderRecord) => OrderRecord | Promise<OrderRecord>,
    ): Promise<OrderRecord> {
      return writeOnLatestOrder(
        order,
        { attempts: SAVE_ATTEMPTS, reread: () => load(accountId, order.id) },
        async (latest) => orders.replace(accountId, latest, await change(latest)),
      );
    },

    withShipment: (order: OrderRecord, index: number, shipment: Shipment): OrderRecord => ({
      ...order,
      shipments: order.shipments.map((s, i) => (i === index ? shipment : s)),
    }),

    assertRateable(shipment: Shipment) {
      if (shipment.billOfLading || shipment.label?.trackingCode) throw new ConflictError(SHIPMENT_HAS_LABEL);
    },
  };
}

export interface ChooseRateDeps {
  orders: OrderRecordStore;
  /** The account's shipping schedule: the ship date of callers holding the shippingSchedule feature follows it. */
  shippingSchedule?: (accountId: string) => Promise<ShippingSchedule>;
  clock?: () => Date;
}

/**
 * Choosing a rate asks no carrier: one of the quotes the last rating stored on the shipment becomes
 * its preferred rate, so its route is wired without the carriers (rates.deps.ts).
 */
export function makeChooseRate(deps: ChooseRateDeps) {
  const now = deps.clock ?? (() => new Date());
  const { load, shipmentOf, saveShipments, withShipment, assertRateable } = makeShipmentWrites(deps.orders);

  /** PUT …/preferred-rate: one of the shipment's last quotes becomes its preferred rate (orders §3). */
  return async function chooseRate(
    caller: Caller,
    orderId: string,
    shipmentId: string,
    rateId: string,
  ): Promise<OrderDetail> {
    const [order, schedule] = await Promise.all([
      load(caller.accountId, orderId),
      hasFeature(caller.features, 'shippingSchedule') ? deps.shippingSchedule?.(caller.accountId) : undefined,
    ]);
    const saved = await saveShipments(caller.accountId, order, (latest) => {
      const { shipment, index } = shipmentOf(latest, shipmentId);
      assertRateable(shipment);
      const quotes = (shipment.allRates ?? []) as unknown as ShipmentRatesView['quotes'];
      const quote = quotes.find((q) => q.rateId === rateId);
      if (!quote) throw new ValidationError({ rateId: RATE_NO_LONGER_OFFERED });
      const scheduled = schedule && rateShipDate(now(), schedule, { holdDate: shipment.holdDate ?? latest.holdDate });
      const shipDate =
        shipment.preferredRate?.shipBy ?? isoDate(scheduled ?? nextShipDate(todayIn(DEFAULT_ACCOUNT_TIMEZONE, now())));
      // A rate the merchant picks is a hand edit of the service: automation runs and rating keep it.
      return withHandEdits(
        latest,
        withShipment(latest, index, { ...shipment, preferredRate: preferredRateOf(quote, shipDate) }),
      );
    });
    return { order: saved, row: toGridRow(saved) };
  };
}
