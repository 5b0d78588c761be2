import {
  checkoutParcelOf,
  checkoutRatesOf,
  fallbackCheckoutRates,
  type CheckoutCart,
  type CheckoutRate,
} from '#domain/checkout-rates/checkout-rates.rules';
import type { CheckoutSettings } from '#domain/checkout-rates/checkout-settings.schema';
import type { CheckoutStore } from '#domain/checkout-rates/ports';
import type { CarrierRates } from '#domain/carriers/ports';
import { nextShipDate, todayIn } from '#domain/dates/zoned-time.rules';
import type { StoredRateSettings } from '#domain/rates/ports';
import { isoDate, presentQuotes } from '#domain/rates/rate-shop.rules';
import type { ZoneMappingRecord } from '#domain/zones/ports';
import { applyZoneMapping } from '#domain/zones/zone-rates.rules';

/**
 * What a checkout quote reads of the account. Each is a per-container cache in the wiring (a cart's
 * callback must not wait on several table reads), so a saved change reaches checkout within the cache's TTL.
 */
export interface CheckoutQuoteDeps {
  settings: (accountId: string) => Promise<CheckoutSettings>;
  rateSettings: (accountId: string) => Promise<StoredRateSettings>;
  zoneMappings: (accountId: string) => Promise<ZoneMappingRecord[]>;
  timeZone: (accountId: string) => Promise<string>;
  carriers: CarrierRates;
  /** How long the live rates may take before the fallback rates answer instead. */
  budgetMs: number;
  clock?: () => Date;
}

export type CheckoutAnswer =
  | { source: 'live'; rates: CheckoutRate[] }
  /** Live rating failed, found nothing or ran past the budget (`timedOut`): the merchant's fallback rates. */
  | { source: 'fallback'; rates: CheckoutRate[]; timedOut: boolean }
  /** Checkout rates are turned off: no rates, so the store shows its own. */
  | { source: 'off'; rates: [] };

const TIMED_OUT = Symbol('timed out');

/** Rates for a store's cart, answered within the time budget (orders §2 checkout settings). */
export function makeCheckoutQuote(deps: CheckoutQuoteDeps) {
  const now = deps.clock ?? (() => new Date());

  async function live(store: CheckoutStore, cart: CheckoutCart, settings: CheckoutSettings): Promise<CheckoutRate[]> {
    const parcel = checkoutParcelOf(cart, settings);
    if (!parcel) return [];
    const [rateSettings, mappings, timeZone] = await Promise.all([
      deps.rateSettings(store.accountId),
      deps.zoneMappings(store.accountId),
      deps.timeZone(store.accountId),
    ]);
    const shipDate = nextShipDate(todayIn(timeZone, now()));
    const result = await deps.carriers.rate({
      shipDate: isoDate(shipDate),
      from: cart.origin,
      to: cart.destination,
      parcels: [parcel],
      options: [],
    });
    const { shipDayCheck, ...pricing } = rateSettings;
    // The label fee is the merchant's cost of buying the label, not the shopper's: it is left out here.
    const quotes = presentQuotes(result.quotes, { settings: pricing, labelFeeCents: 0, shipDate, shipDayCheck });
    const zoned = applyZoneMapping(quotes, mappings, {
      storeId: store.storeId,
      shippingAddress: { zip: cart.destination.zip, state: cart.destination.state },
    });
    return checkoutRatesOf(zoned.quotes, settings);
  }

  return async function quote(store: CheckoutStore, cart: CheckoutCart): Promise<CheckoutAnswer> {
    const settings = await deps.settings(store.accountId);
    if (!settings.active) return { source: 'off', rates: [] };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), deps.budgetMs);
    });
    try {
      const rates = await Promise.race([live(store, cart, settings).catch(() => [] as CheckoutRate[]), deadline]);
      if (rates !== TIMED_OUT && rates.length > 0) return { source: 'live', rates };
      return { source: 'fallback', rates: fallbackCheckoutRates(settings), timedOut: rates === TIMED_OUT };
    } finally {
      clearTimeout(timer);
    }
  };
}
