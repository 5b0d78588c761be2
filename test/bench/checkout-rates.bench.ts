/**
 * Live rates at checkout (orders §2 checkout settings): p50/p99 of the real checkout callback handler
 * (Shopify's signed CarrierService request: signature, store and settings lookups, four sandbox carriers,
 * pricing, the checkout rules, the answer) under 20 concurrent requests, against the direct rate shop
 * (the same rating and rules called in process, no handler, no table) under the same concurrency, in the
 * same run. Goal: p99 ≤ 1,000 ms, well inside Shopify's 3-10 s.
 */
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round } from './support/stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CONCURRENCY = 20;
const TABLE = 'shipdeck-bench-checkout-rates';

/** Latency of each of `CONCURRENCY` calls started together, `ROUNDS` times over. */
async function concurrentLatencies(run: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const batch = await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const t0 = performance.now();
        await run();
        return performance.now() - t0;
      }),
    );
    out.push(...batch);
  }
  return out.sort((a, b) => a - b);
}

async function main() {
  await withBenchTable(TABLE, async () => {
    const { createTestAccount } = await import('../support/accounts');
    const { connectTestStore } = await import('../support/store-webhooks');
    const { checkoutEvent, shopifyRateRequest } = await import('../support/checkout-rates');
    const { handler: settingsRoute } = await import('#functions/checkout-rates/handlers/checkout-settings.handler');
    const { handler: callback } = await import('#functions/checkout-rates/handlers/checkout-rates-callback.handler');
    const { carriersWithoutLabels: carriers } = await import('#functions/carriers/carriers.deps');
    const { presentQuotes } = await import('#domain/rates/rate-shop.rules');
    const { checkoutRatesOf, checkoutParcelOf } = await import('#domain/checkout-rates/checkout-rates.rules');
    const { checkoutSettingsSchema } = await import('#domain/checkout-rates/checkout-settings.schema');
    const { defaultRateSettings } = await import('#functions/rates/use-cases/rate-settings.use-cases');
    const { shopifyCheckout } = await import('#functions/checkout-rates/callbacks/shopify.checkout');
    const { nextShipDate, todayIn } = await import('#domain/dates/zoned-time.rules');
    const { isoDate } = await import('#domain/rates/rate-shop.rules');

    const { accountId, owner } = await createTestAccount('Bench Smokehouse');
    const body = {
      active: true,
      markupPercent: 10,
      markupFlatCents: 100,
      fallbackRates: [{ name: 'Standard shipping', priceCents: 1299 }],
    };
    const saved = await invoke(
      settingsRoute,
      apiEvent({ method: 'PUT', path: '/api/v1/settings/checkout-rates', user: owner, accountId, body }),
    );
    if (saved.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(saved.body)}`);
    const store = await connectTestStore(accountId, 'shopify');
    const request = shopifyRateRequest();

    const first = await invoke(callback, checkoutEvent('shopify', store.shop, request));
    const rates = (first.body as { rates?: { service_code: string }[] }).rates ?? [];
    if (first.status !== 200 || rates.length === 0 || rates[0]!.service_code.startsWith('fallback'))
      throw new Error(`checkout callback failed: ${first.status} ${JSON.stringify(first.body)}`);

    // The direct rate shop: the same cart rated and priced by the same rules, in process.
    const settings = checkoutSettingsSchema.parse(body);
    const cart = shopifyCheckout.cartOf(shopifyCheckout.body.parse(request));
    const { shipDayCheck, ...pricing } = defaultRateSettings();
    const direct = async () => {
      const shipDate = nextShipDate(todayIn('America/New_York', new Date()));
      const parcel = checkoutParcelOf(cart, settings)!;
      const result = await carriers.rate({
        shipDate: isoDate(shipDate),
        from: cart.origin,
        to: cart.destination,
        parcels: [parcel],
        options: [],
      });
      return checkoutRatesOf(
        presentQuotes(result.quotes, { settings: pricing, labelFeeCents: 0, shipDate, shipDayCheck }),
        settings,
      );
    };

    await concurrentLatencies(() => invoke(callback, checkoutEvent('shopify', store.shop, request)));
    const handler = await concurrentLatencies(() => invoke(callback, checkoutEvent('shopify', store.shop, request)));
    const rules = await concurrentLatencies(direct);
    console.log(
      `checkout rates: ${rates.length} rates per cart, ${ROUNDS} rounds of ${CONCURRENCY} concurrent requests`,
    );
    console.log(
      benchLine({
        bench: 'checkout-rates',
        p50Ms: round(percentile(handler, 50)),
        p99Ms: round(percentile(handler, 99)),
        p99Ratio: round(percentile(handler, 99) / percentile(rules, 99)),
      }),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
