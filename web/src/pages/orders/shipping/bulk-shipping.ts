import { rebookBlocker } from '#domain/labels/label-purchase.rules';
import type { OrderRecord } from '#domain/orders/order-record';
import type { BulkRatesResultView, RateChoiceRule, ShipmentRef } from '#api/shipping';
import { TRANSIT_DAY_CHOICES_MAX } from '#api/shipping';
import { canPurchase } from '#domain/shipments/shipment-actions.rules';
import type { AutomationsSummaryResponse } from '#api/automations';
import { ApiError, SessionEndedError } from '#web/api/api-error';
import { AUTOMATION_RUN_ORDERS_MAX } from '#domain/automations/automation.constants';

export type RuleKind = RateChoiceRule['kind'];

export const RULE_OPTIONS: readonly { value: RuleKind; label: string; description: string }[] = [
  { value: 'cheapest', label: 'Cheapest', description: 'The lowest price of every order.' },
  { value: 'fastest', label: 'Fastest', description: 'The fewest transit days; the cheaper of equals.' },
  {
    value: 'cheapest_within',
    label: 'Cheapest within a number of transit days',
    description: 'The lowest price that arrives in time.',
  },
];

/** Transit-day choices 0–5 (orders §9). */
export const TRANSIT_DAY_OPTIONS = Array.from({ length: TRANSIT_DAY_CHOICES_MAX + 1 }, (_, d) => ({
  value: String(d),
  label: d === 1 ? '1 day' : `${d} days`,
}));

export function ruleOf(kind: RuleKind, days: number): RateChoiceRule {
  return kind === 'cheapest_within' ? { kind, days } : { kind };
}

/**
 * The shipment "Buy labels" buys for an order: its first shipment with a chosen rate, when the
 * action rules allow the purchase (orders §4); undefined when there is none.
 */
export function purchaseTargetOf(order: OrderRecord): ShipmentRef | undefined {
  const shipment = order.shipments.find((s) => s.id && s.preferredRate?.service?.trim());
  if (!shipment?.id || !canPurchase(order, shipment)) return undefined;
  return { orderId: order.id, shipmentId: shipment.id };
}

/** The selected order's shipments the shared rule lets rebook (orders §4), or the first one's reason why none. */
export function rebookTargetsOf(order: OrderRecord): { refs: ShipmentRef[]; reason?: string } {
  const refs: ShipmentRef[] = [];
  let reason: string | undefined;
  for (const s of order.shipments) {
    const blocked = rebookBlocker(s);
    if (s.id && !blocked) refs.push({ orderId: order.id, shipmentId: s.id });
    else reason ??= blocked;
  }
  return refs.length ? { refs } : { refs, reason: reason ?? 'The order has no shipments.' };
}

/** The toasts of a bulk "Get rates": how many got a rate, the ship-day warnings, the orders without one. */
export function summariseBulkRates(results: readonly BulkRatesResultView[]) {
  const chosen = results.filter((r) => r.chosen);
  return {
    success: `Rates chosen for ${chosen.length} ${chosen.length === 1 ? 'order' : 'orders'}.`,
    chosen: chosen.length,
    shipDay: chosen.filter((r) => r.chosen?.shipDayWarning).map((r) => `${r.orderNumber}: ${r.chosen!.shipDayWarning}`),
    failures: results.filter((r) => !r.chosen).map((r) => `${r.orderNumber}: ${r.message ?? 'No rate found'}`),
  };
}

/** Runs `fn` over `items` with at most `limit` calls in flight, keeping the order of the answers. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Whether bulk "Get rates" has before-rating rules to run first, from the automations summary (one counter
 * read): without an active one the run requests are skipped. A summary that could not be read counts as yes,
 * so a rule is never skipped because of it (the run route then decides); an ended session still ends.
 */
export async function hasBeforeRatingRules(summary: () => Promise<AutomationsSummaryResponse>): Promise<boolean> {
  try {
    return (await summary()).activeByTrigger.before_rating > 0;
  } catch (e) {
    if (e instanceof SessionEndedError) throw e;
    return true;
  }
}

/**
 * Bulk "Get rates" first runs the account's "before rating" automation rules on the selection, in runs the
 * route takes; a member who may not edit orders (403) rates them as they are. Other errors stop the rating.
 */
export async function runBeforeRatingRules(
  run: (orderIds: readonly string[], trigger: 'before_rating') => Promise<unknown>,
  orderIds: readonly string[],
): Promise<void> {
  for (let i = 0; i < orderIds.length; i += AUTOMATION_RUN_ORDERS_MAX) {
    try {
      await run(orderIds.slice(i, i + AUTOMATION_RUN_ORDERS_MAX), 'before_rating');
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) return;
      throw e;
    }
  }
}
