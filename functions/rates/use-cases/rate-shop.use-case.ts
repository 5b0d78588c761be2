import type {
  BulkRatesRequest,
  BulkRatesResultView,
  RateChoiceRule,
  RateMessageView,
  RateQuoteView,
  ShipmentRatesView,
} from '#api/shipping';
import type { AccountStore } from '#domain/accounts/ports';
import type { AutomatedOrder } from '#domain/automations/order-fields.rules';
import { quoteForServiceChoice, ruleServiceChoice } from '#domain/automations/service-choice.rules';
import { hasPoBox } from '#domain/address/address-classification.rules';
import type { CarrierRates } from '#domain/carriers/ports';
import type { RateResult } from '#domain/carriers/carrier.models';
import type { OwnCarrierAccountRef } from '#domain/carriers/carrier-accounts.rules';
import { rateRequestFor } from '#domain/carriers/rate-request.rules';
import { coverageProblem, coverageQuoteOf } from '#domain/claims/coverage.rules';
import { withConfidenceCoverage, type ConfidenceCoverageSettings } from '#domain/claims/confidence-coverage.rules';
import { DEFAULT_ACCOUNT_TIMEZONE } from '#domain/constants/timezones.constants';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import { locateError } from '#domain/errors/error-message.rules';
import { hasFeature } from '#domain/plans/feature-flags.rules';
import { rateShipDate } from '#domain/shipping-schedule/shipping-schedule.rules';
import type { ShippingSchedule } from '#domain/shipping-schedule/shipping-schedule.schema';
import type { OrderRecord } from '#domain/orders/order-record';
import { orderSubmitIssues } from '#domain/orders/order-submit.rules';
import type { OrderRecordStore } from '#domain/orders/ports';
import { labelFeeCents } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { effectivePlanSubject } from '#domain/plans/subscription.rules';
import type { RateSettingsStore } from '#domain/rates/ports';
import {
  chooseQuote,
  isoDate,
  noRatesSuggestions,
  preferredRateOf,
  presentMessages,
  presentQuotes,
  type PricingContext,
} from '#domain/rates/rate-shop.rules';
import type { AccountSettings } from '#domain/settings/account-settings.schema';
import { weightContextOf } from '#domain/settings/shipment-defaults.rules';
import type { Shipment } from '#domain/shipments/shipment.schema';
import type { ZoneMappingRecord, ZoneMappingsReader } from '#domain/zones/ports';
import { applyZoneMapping } from '#domain/zones/zone-rates.rules';
import type { WeightContext } from '#domain/units/weight.rules';
import { forEachConcurrently } from '#lib/concurrently';
import { AppError } from '#lib/errors';
import type { Caller } from '#lib/http/caller';
import { isLocalCourierOrder, withCourierQuotes, withRatingLeg } from '#domain/couriers/courier-quotes.rules';
import type { QuoteCouriers } from '#functions/couriers/use-cases/quote-couriers.use-case';
import { rateSettingsOf } from './rate-settings.use-cases';
import { makeShipmentWrites, RATE_NO_LONGER_OFFERED, SHIPMENT_HAS_LABEL } from './choose-rate.use-case';

export interface RateShopDeps {
  orders: OrderRecordStore;
  accounts: Pick<AccountStore, 'getAccount'>;
  subscriptions: SubscriptionStore;
  rateSettings: RateSettingsStore;
  carriers: CarrierRates;
  accountSettings: (accountId: string) => Promise<AccountSettings>;
  /** The merchant's own carrier accounts, rated beside Shipdeck's. */
  ownAccounts: (accountId: string) => Promise<OwnCarrierAccountRef[]>;
  /** Courier quotes for a local courier shipment, beside the parcel carriers'. */
  quoteCouriers?: QuoteCouriers;
  /** The account's zone mappings (first match preselects its service); none when not wired. */
  zoneMappings?: ZoneMappingsReader;
  /** The account's shipping schedule: the ship date of callers holding the shippingSchedule feature follows it. */
  shippingSchedule?: (accountId: string) => Promise<ShippingSchedule>;
  clock?: () => Date;
}

export const CARRIERS_UNAVAILABLE = 'Rates are unavailable right now. Please try again in a minute.';

/** Orders the grid rates at once (each asks every carrier). */
const BULK_CONCURRENCY = 4;
export { RATE_NO_LONGER_OFFERED, SHIPMENT_HAS_LABEL };

interface RatedShipment {
  view: ShipmentRatesView;
  /** The shipment with its new quotes (allRates) and its preferred rate refreshed. */
  shipment: Shipment;
  /** The quote the order's zone mapping preselects (none when the merchant chose a service by hand). */
  zoneQuote?: RateQuoteView;
}

type RateShopContext = {
  accountId: string;
  timeZone: string;
  pricing: PricingContext;
  weights: WeightContext;
  coverage: ConfidenceCoverageSettings;
  zoneMappings: ZoneMappingRecord[];
};

export function makeRateShop(deps: RateShopDeps) {
  const now = deps.clock ?? (() => new Date());
  const { load, shipmentOf, saveShipments, withShipment, assertRateable } = makeShipmentWrites(deps.orders);
  /** Unless this rate shop quotes the couriers itself, their leg (functions/couriers) keeps its stored quotes. */
  const storedRatesOf = (latest: Shipment, rated: Shipment): Shipment['allRates'] =>
    deps.quoteCouriers
      ? rated.allRates
      : (withRatingLeg(
          'parcel',
          latest.allRates,
          (rated.allRates ?? []) as unknown as RateQuoteView[],
        ) as unknown as Shipment['allRates']);

  /** What the pricing needs of the account, read once per request. */
  async function pricingOf(caller: Caller): Promise<RateShopContext> {
    const { accountId } = caller;
    const [account, subscription, rateSettings, settings, ownAccounts, zoneMappings, schedule] = await Promise.all([
      deps.accounts.getAccount(accountId),
      deps.subscriptions.get(accountId),
      rateSettingsOf(deps.rateSettings, accountId),
      deps.accountSettings(accountId),
      deps.ownAccounts(accountId),
      deps.zoneMappings ? deps.zoneMappings(accountId) : Promise.resolve([]),
      hasFeature(caller.features, 'shippingSchedule') ? deps.shippingSchedule?.(accountId) : undefined,
    ]);
    const at = now();
    const { shipDayCheck, ...rates } = rateSettings;
    return {
      accountId,
      pricing: {
        settings: rates,
        labelFeeCents: labelFeeCents(effectivePlanSubject(subscription, at)),
        shipDate:
          (schedule && rateShipDate(at, schedule)) ??
          nextShipDate(todayIn(account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE, at)),
        shipDayCheck,
        ...(schedule ? { schedule } : {}),
        ownAccounts,
      },
      weights: weightContextOf(settings),
      coverage: settings,
      timeZone: account?.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
      zoneMappings,
    };
  }

  /**
   * A shipment rated for the first time takes the full coverage its address's confidence band
   * adds (accounts §9); later ratings leave the merchant's choice (turned off since) alone.
   */
  function withAutoCoverage(order: OrderRecord, index: number, settings: ConfidenceCoverageSettings): OrderRecord {
    const shipment = order.shipments[index]!;
    if ((shipment.allRates ?? []).length > 0) return order;
    const [covered] = withConfidenceCoverage([shipment], order.confidenceScore, settings, order.orderValue);
    return covered === shipment ? order : { ...order, shipments: order.shipments.with(index, covered!) };
  }

  const problem = (carrier: string, message: string, source: 'order' | 'shipment'): RateMessageView => ({
    carrier,
    message,
    location: locateError({ message, source }),
  });

  async function askCarriers(request: Parameters<CarrierRates['rate']>[0]): Promise<RateResult> {
    try {
      return await deps.carriers.rate(request);
    } catch {
      // A carrier adapter answers its failures as messages; this is the whole port failing.
      return { quotes: [], messages: [{ carrier: 'Shipdeck', message: CARRIERS_UNAVAILABLE }] };
    }
  }

  /** Rates one shipment: the submit checks first, then every carrier; the quotes are kept on the shipment. */
  async function rateShipment(rated: OrderRecord, index: number, ctx: RateShopContext): Promise<RatedShipment> {
    const order = withAutoCoverage(rated, index, ctx.coverage);
    const shipment = order.shipments[index]!;
    const shipDate = isoDate(ctx.pricing.shipDate);
    const base = { orderId: order.id, shipmentId: shipment.id ?? '', shipDate, quotes: [], suggestions: [] };
    const issues = orderSubmitIssues(order, ctx.weights).filter(
      (i) => i.shipmentIndex === undefined || i.shipmentIndex === index,
    );
    if (issues.length > 0) {
      return { view: { ...base, messages: issues.map((i) => problem('Shipdeck', i.message, 'order')) }, shipment };
    }
    const coverage = coverageQuoteOf(shipment.options);
    const uncoverable = coverage && coverageProblem(coverage.declaredCents);
    const built = rateRequestFor(order, shipment, ctx.weights, shipDate);
    if (!built.ok || uncoverable) {
      const messages = [...(built.ok ? [] : built.problems), ...(uncoverable ? [uncoverable] : [])];
      return { view: { ...base, messages: messages.map((m) => problem('Shipdeck', m, 'shipment')) }, shipment };
    }
    const courierInput = { order, rate: built.request, pricing: ctx.pricing, timeZone: ctx.timeZone, now: now() };
    const [result, courier] = await Promise.all([
      askCarriers({ ...built.request, ownAccounts: ctx.pricing.ownAccounts }),
      isLocalCourierOrder(order) && deps.quoteCouriers ? deps.quoteCouriers(courierInput) : undefined,
    ]);
    const messages = courier ? [...result.messages, ...courier.messages] : result.messages;
    const zoned = applyZoneMapping(presentQuotes(result.quotes, ctx.pricing, coverage), ctx.zoneMappings, order);
    const quotes = withCourierQuotes(zoned.quotes, courier?.quotes ?? []);
    const { to } = built.request;
    const suggestions =
      quotes.length === 0
        ? noRatesSuggestions({
            saturdayDelivery: shipment.options.saturdayDelivery,
            destinationHasPoBox: hasPoBox(to.street1, to.street2),
          })
        : [];
    // An automation's service choice picks its quote; else the order's zone mapping; else a preferred rate chosen
    // earlier follows its service to the new quote (its price may have moved).
    const choice = ruleServiceChoice(order as AutomatedOrder, index);
    const kept =
      (choice && quoteForServiceChoice(quotes, choice)) ??
      zoned.preselect ??
      (shipment.preferredRate?.service
        ? quotes.find(
            (q) => q.carrier === shipment.preferredRate?.carrier && q.service === shipment.preferredRate?.service,
          )
        : undefined);
    return {
      view: {
        ...base,
        quotes,
        messages: presentMessages(messages),
        suggestions,
        ...(kept ? { preferredRateId: kept.rateId } : {}),
      },
      shipment: {
        ...shipment,
        allRates: quotes as unknown as Record<string, unknown>[],
        ...(kept ? { preferredRate: preferredRateOf(kept, shipDate) } : {}),
      },
      ...(zoned.preselect ? { zoneQuote: zoned.preselect } : {}),
    };
  }

  async function bulkOne(caller: Caller, orderId: string, rule: RateChoiceRule, ctx: RateShopContext) {
    const order = await deps.orders.get(caller.accountId, orderId);
    if (!order) return { orderId, orderNumber: '', message: 'Order not found' } satisfies BulkRatesResultView;
    const open = order.shipments.flatMap((s, index) => (s.billOfLading || s.label?.trackingCode ? [] : [index]));
    if (open.length === 0) return { orderId, orderNumber: order.orderNumber, message: SHIPMENT_HAS_LABEL };
    const rated = new Map<number, Shipment>();
    let first: BulkRatesResultView | undefined;
    for (const index of open) {
      const { view, shipment, zoneQuote } = await rateShipment(order, index, ctx);
      // The order's own automation choice wins over the grid's rule, then its zone mapping; else the grid's rule.
      const ruleChoice = ruleServiceChoice(order as AutomatedOrder, index);
      const ruled = (ruleChoice && quoteForServiceChoice(view.quotes, ruleChoice)) ?? zoneQuote;
      const choice = ruled ? { quote: ruled } : chooseQuote(view.quotes, rule);
      const chosen = 'quote' in choice ? choice.quote : undefined;
      rated.set(index, chosen ? { ...shipment, preferredRate: preferredRateOf(chosen, view.shipDate) } : shipment);
      first ??= {
        orderId,
        orderNumber: order.orderNumber,
        shipmentId: view.shipmentId,
        ...(chosen
          ? { chosen }
          : { message: view.messages[0]?.message ?? ('message' in choice ? choice.message : '') }),
      };
    }
    await saveShipments(caller.accountId, order, (latest) => ({
      ...latest,
      shipments: latest.shipments.map((s, i) => {
        const next = rated.get(i);
        return next ? { ...next, allRates: storedRatesOf(s, next) } : s;
      }),
    }));
    return first!;
  }

  return {
    /** POST …/shipments/{shipmentId}/rates: every carrier's quote for one shipment, kept as its allRates. */
    async shipmentRates(caller: Caller, orderId: string, shipmentId: string): Promise<ShipmentRatesView> {
      const order = await load(caller.accountId, orderId);
      const { shipment, index } = shipmentOf(order, shipmentId);
      assertRateable(shipment);
      const rated = await rateShipment(order, index, await pricingOf(caller));
      await saveShipments(caller.accountId, order, (latest) => {
        const current = shipmentOf(latest, shipmentId);
        assertRateable(current.shipment);
        return withShipment(latest, current.index, {
          ...current.shipment,
          // Only an auto-added coverage is written; otherwise the latest options stand.
          options: rated.shipment.options === shipment.options ? current.shipment.options : rated.shipment.options,
          allRates: storedRatesOf(current.shipment, rated.shipment),
          // A rating that kept no rate leaves the latest choice (a courier quote chosen meanwhile) alone.
          preferredRate: rated.view.preferredRateId ? rated.shipment.preferredRate : current.shipment.preferredRate,
        });
      });
      return rated.view;
    },

    /** POST /api/v1/orders/rates: the grid's "Get rates" — rate each order and keep one quote by the rule. */
    async bulkRates(
      caller: Caller,
      request: BulkRatesRequest & { rule: RateChoiceRule },
    ): Promise<{ results: BulkRatesResultView[] }> {
      const ctx = await pricingOf(caller);
      const ids = [...new Set(request.orderIds)];
      const results = new Map<string, BulkRatesResultView>();
      await forEachConcurrently(ids, BULK_CONCURRENCY, async (orderId) => {
        try {
          results.set(orderId, await bulkOne(caller, orderId, request.rule, ctx));
        } catch (err) {
          // Only the product's own errors speak to the merchant; anything else is logged by the route.
          const message = err instanceof AppError ? err.message : CARRIERS_UNAVAILABLE;
          results.set(orderId, { orderId, orderNumber: '', message });
        }
      });
      return { results: ids.map((id) => results.get(id)!) };
    },
  };
}
