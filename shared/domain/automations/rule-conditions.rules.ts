import { confidenceBand } from '../confidence/confidence-score.rules';
import { toPoundsExact } from '../units/units.rules';
import type { AutomationContext, AutomationOrder } from './automation-order';
import { serviceKey } from './automation-order';
import type { NumberOperator, RuleCondition } from './rule.schema';

/**
 * Conditions, compiled once per rule into plain predicates over an order's facts. A fact the run does
 * not know (no forecast, no zone, no transit days, no weight, no score) makes its condition false,
 * whatever the operator: a rule never fires on a guess.
 */

const lower = (s: string) => s.trim().toLowerCase();
const zipKey = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export function compareNumber(actual: number | undefined, operator: NumberOperator, expected: number): boolean {
  if (actual === undefined || !Number.isFinite(actual)) return false;
  switch (operator) {
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
    case 'eq':
      return actual === expected;
    case 'gte':
      return actual >= expected;
    case 'gt':
      return actual > expected;
  }
}

/** YYYY-MM-DD plus whole days, in UTC (calendar days, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The days a run may read a forecast for: the ship day through the slowest quote's delivery day (or
 * `fallbackDays` without quotes, as on import before rating), for the weather port's question.
 */
export function forecastWindow(today: string, rates: readonly { transitDays?: number }[] = [], fallbackDays = 5) {
  let days = -1;
  for (const r of rates) if (r.transitDays !== undefined && r.transitDays > days) days = r.transitDays;
  if (days < 0) days = fallbackDays;
  return Array.from({ length: days + 1 }, (_, d) => addDays(today, d));
}

/** The facts of one order in one run, each worked out at most once and only when a condition asks. */
export class OrderFacts {
  private skuSet?: Set<string>;
  private tagSet?: Set<string>;
  private transit?: { days: number | undefined };
  private routeHigh?: { value: number | undefined };

  constructor(
    readonly order: AutomationOrder,
    readonly ctx: AutomationContext,
  ) {}

  skus(): Set<string> {
    return (this.skuSet ??= new Set(this.order.products.map((l) => lower(l.sku))));
  }

  tags(): Set<string> {
    return (this.tagSet ??= new Set(this.order.tags.map(lower)));
  }

  /**
   * Transit days from the rate shop: of the order's named service, else of the service the shopper chose
   * at checkout, else of the cheapest quote (what "Get rates" keeps by default).
   */
  transitDays(): number | undefined {
    if (this.transit) return this.transit.days;
    const rates = this.ctx.rates ?? [];
    const { service } = this.order;
    let quote =
      service?.mode === 'named'
        ? rates.find((r) => serviceKey(r.carrier, r.service) === serviceKey(service.carrier, service.service))
        : undefined;
    const checkout = this.order.checkoutService;
    if (!quote && checkout) quote = rates.find((r) => lower(r.service) === lower(checkout));
    if (!quote)
      for (const r of rates)
        if (r.transitDays !== undefined && (!quote || (r.rateCents ?? Infinity) < (quote.rateCents ?? Infinity)))
          quote = r;
    this.transit = { days: quote?.transitDays };
    return this.transit.days;
  }

  /** Forecast high (°F) at the destination on the ship day. */
  shipDayHigh(): number | undefined {
    return this.ctx.forecastF?.[this.ctx.today];
  }

  /** Highest forecast high (°F) from the ship day through the delivery day; days without a forecast are left out. */
  maxTransitHigh(): number | undefined {
    if (this.routeHigh) return this.routeHigh.value;
    const days = this.transitDays();
    const forecast = this.ctx.forecastF;
    let max: number | undefined;
    if (days !== undefined && forecast)
      for (let d = 0; d <= days; d++) {
        const high = forecast[d === 0 ? this.ctx.today : addDays(this.ctx.today, d)];
        if (high !== undefined && (max === undefined || high > max)) max = high;
      }
    this.routeHigh = { value: max };
    return max;
  }

  weightLb(): number | undefined {
    const w = this.order.weight;
    return w ? toPoundsExact(w.value, w.units) : undefined;
  }
}

export type ConditionTest = (facts: OrderFacts) => boolean;

export function compileCondition(c: RuleCondition): ConditionTest {
  switch (c.type) {
    case 'box': {
      const ids = new Set(c.boxIds);
      const is = c.operator === 'is';
      return (f) => (f.order.boxId !== null && ids.has(f.order.boxId)) === is;
    }
    case 'confidence_score': {
      const bands = new Set<string>(c.bands);
      const inside = c.operator === 'in';
      return (f) => {
        if (f.order.confidenceScore === undefined) return false;
        const band = confidenceBand(f.order.confidenceScore);
        return (band !== undefined && bands.has(band)) === inside;
      };
    }
    case 'dry_ice': {
      const set = c.operator === 'set';
      return (f) => (f.order.dryIce !== null) === set;
    }
    case 'full_coverage': {
      const set = c.operator === 'set';
      return (f) => (f.order.insurance !== null) === set;
    }
    case 'packaging': {
      const ids = new Set(c.packagingIds);
      const includes = c.operator === 'includes';
      return (f) => f.order.packagings.some((p) => ids.has(p.packagingId)) === includes;
    }
    case 'product': {
      const skus = c.skus.map(lower);
      const includes = c.operator === 'includes';
      return (f) => {
        const have = f.skus();
        return skus.some((s) => have.has(s)) === includes;
      };
    }
    case 'zone':
      return (f) => compareNumber(f.ctx.zone, c.operator, c.value);
    case 'checkout_service': {
      const want = lower(c.value);
      return (f) => {
        if (f.order.checkoutService === undefined) return false;
        const have = lower(f.order.checkoutService);
        if (c.operator === 'contains') return have.includes(want);
        return (have === want) === (c.operator === 'equals');
      };
    }
    case 'tags': {
      const tags = c.tags.map(lower);
      return (f) => {
        const have = f.tags();
        if (c.operator === 'all') return tags.every((t) => have.has(t));
        return tags.some((t) => have.has(t)) === (c.operator === 'any');
      };
    }
    case 'transit_days':
      return (f) => compareNumber(f.transitDays(), c.operator, c.value);
    case 'weather':
      return (f) => compareNumber(f.shipDayHigh(), c.operator, c.valueF);
    case 'max_transit_temperature':
      return (f) => compareNumber(f.maxTransitHigh(), c.operator, c.valueF);
    case 'destination_state': {
      const states = new Set(c.states);
      const inside = c.operator === 'in';
      return (f) => {
        const state = f.order.destination.state?.trim().toUpperCase();
        return state ? states.has(state) === inside : false;
      };
    }
    case 'destination_zip': {
      const prefixes = c.prefixes.map(zipKey);
      const starts = c.operator === 'starts_with';
      return (f) => {
        const zip = f.order.destination.zip ? zipKey(f.order.destination.zip) : '';
        return zip ? prefixes.some((p) => zip.startsWith(p)) === starts : false;
      };
    }
    case 'destination_country': {
      const countries = new Set(c.countries);
      const inside = c.operator === 'in';
      // orders §9: the country defaults to US.
      return (f) => countries.has((f.order.destination.country ?? 'US').trim().toUpperCase() || 'US') === inside;
    }
    case 'order_value':
      return (f) => compareNumber(f.order.orderValueCents, c.operator, c.cents);
    case 'weight': {
      const lb = toPoundsExact(c.value, c.units);
      return (f) => compareNumber(f.weightLb(), c.operator, lb);
    }
    case 'store': {
      const ids = new Set(c.storeIds);
      const inside = c.operator === 'in';
      return (f) => (f.order.storeId !== undefined && ids.has(f.order.storeId)) === inside;
    }
  }
}
