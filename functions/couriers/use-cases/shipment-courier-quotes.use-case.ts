import { NOT_A_COURIER_SHIPMENT, type CourierQuotesView } from '#api/couriers';
import type { AccountStore } from '#domain/accounts/ports';
import { rateRequestFor } from '#domain/carriers/rate-request.rules';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { isLocalCourierOrder, withRatingLeg } from '#domain/couriers/courier-quotes.rules';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import { orderSubmitIssues } from '#domain/orders/order-submit.rules';
import { writeOnLatestOrder, type OrderRecordStore } from '#domain/orders/ports';
import { labelFeeCents } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { effectivePlanSubject } from '#domain/plans/subscription.rules';
import type { StoredRateSettings } from '#domain/rates/ports';
import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import { isoDate, preferredRateOf, presentMessages } from '#domain/rates/rate-shop.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { WeightContext } from '#domain/units/weight.rules';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { SHIPMENT_HAS_LABEL } from '#functions/rates/use-cases/choose-rate.use-case';
import type { QuoteCouriers } from './quote-couriers.use-case';

export interface ShipmentCourierQuotesDeps {
  orders: OrderRecordStore;
  accounts: Pick<AccountStore, 'getAccount'>;
  subscriptions: SubscriptionStore;
  /** The account's rate settings (markups, rounding, the `localCourierServiceName`). */
  rateSettings: (accountId: string) => Promise<StoredRateSettings>;
  weights: (accountId: string) => Promise<WeightContext>;
  quoteCouriers: QuoteCouriers;
  clock?: () => Date;
}

/** A concurrent edit between reading and saving the quotes: read again this many times. */
const SAVE_ATTEMPTS = 3;

const hasLabel = (s: Shipment) => Boolean(s.billOfLading || s.label?.trackingCode);

/**
 * The courier leg of a shipment's rate shop, in its own route so the parcel rating's bundle stays free of
 * the couriers. Its quotes join the shipment's stored quotes (allRates) by replacing only the courier ones on
 * the latest order, so a parcel rating saved meanwhile keeps its quotes and the reverse; choosing and buying a
 * courier quote then go exactly as for a parcel quote.
 */
export function makeShipmentCourierQuotes(deps: ShipmentCourierQuotesDeps) {
  const now = deps.clock ?? (() => new Date());

  async function load(accountId: string, orderId: string): Promise<OrderRecord> {
    const order = await deps.orders.get(accountId, orderId);
    if (!order) throw new NotFoundError('Order');
    return order;
  }

  function shipmentOf(order: OrderRecord, shipmentId: string) {
    const index = order.shipments.findIndex((s) => s.id === shipmentId);
    if (index < 0) throw new NotFoundError('Shipment');
    const shipment = order.shipments[index]!;
    if (hasLabel(shipment)) throw new ConflictError(SHIPMENT_HAS_LABEL);
    return { shipment, index };
  }

  return async function shipmentCourierQuotes(
    caller: Caller,
    orderId: string,
    shipmentId: string,
  ): Promise<CourierQuotesView> {
    const { accountId } = caller;
    const order = await load(accountId, orderId);
    const { shipment, index } = shipmentOf(order, shipmentId);
    if (!isLocalCourierOrder(order)) throw new ConflictError(NOT_A_COURIER_SHIPMENT);
    const [account, subscription, settings, weights] = await Promise.all([
      deps.accounts.getAccount(accountId),
      deps.subscriptions.get(accountId),
      deps.rateSettings(accountId),
      deps.weights(accountId),
    ]);
    const at = now();
    const timeZone = account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE;
    const shipDate = nextShipDate(todayIn(timeZone, at));
    const base = { orderId, shipmentId, quotes: [], messages: [] };
    // The order's own problems are the parcel leg's to show; told twice they would read as two faults.
    const issues = orderSubmitIssues(order, weights).filter(
      (i) => i.shipmentIndex === undefined || i.shipmentIndex === index,
    );
    if (issues.length > 0) return base;
    const built = rateRequestFor(order, shipment, weights, isoDate(shipDate));
    if (!built.ok) return base;
    const { shipDayCheck: _check, ...rates } = settings;
    const pricing = { settings: rates, labelFeeCents: labelFeeCents(effectivePlanSubject(subscription, at)), shipDate };
    const { quotes, messages } = await deps.quoteCouriers({ order, rate: built.request, pricing, timeZone, now: at });

    // The first courier quote becomes the preferred rate unless the merchant chose a parcel rate.
    const preferred = quotes[0];
    let preferredRateId: string | undefined;
    await writeOnLatestOrder(
      order,
      { attempts: SAVE_ATTEMPTS, reread: () => load(accountId, orderId) },
      async (latest) => {
        const current = shipmentOf(latest, shipmentId);
        const chosen = current.shipment.preferredRate;
        const keep = !preferred || (chosen?.rateId && chosen.carrier !== LOCAL_COURIER_CARRIER);
        preferredRateId = keep ? undefined : preferred.rateId;
        const next: Shipment = {
          ...current.shipment,
          allRates: withRatingLeg('courier', current.shipment.allRates, quotes) as unknown as Record<string, unknown>[],
          ...(keep ? {} : { preferredRate: preferredRateOf(preferred, isoDate(shipDate)) }),
        };
        return deps.orders.replace(accountId, latest, {
          ...latest,
          shipments: latest.shipments.map((s, i) => (i === current.index ? next : s)),
        });
      },
    );
    return {
      ...base,
      quotes,
      messages: presentMessages(messages),
      ...(preferredRateId ? { preferredRateId } : {}),
    };
  };
}
