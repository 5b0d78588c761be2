/**
 * The automation rule engine (issue #24's figure): BENCH_AUTOMATION_ORDERS (default 10,000) orders to
 * destinations across the US, each run through BENCH_AUTOMATION_RULES (default 50) active rules compiled
 * once, with its rate-shop quotes and the sandbox forecast of its ZIP3 (fetched once per ZIP3 through the
 * per-day cache, before timing). Measures one run per order: p50/p99 ms. Goal: p99 <= 2 ms.
 * The CSV import with and without rules (`importWithRulesRatio`) belongs with the import's hook.
 */
import { cachedWeather } from '#functions/automations/adapters/cached.weather';
import { makeMemoryForecastCache } from '#test/support/memory-forecast-cache';
import { makeSandboxWeather } from '#functions/automations/adapters/sandbox.weather';
import { knownZip3s } from '#functions/automations/adapters/zip3-locations';
import { compileRules, type RuleForEngine } from '#domain/automations/apply-rules.rules';
import { zip3Of, type AutomationContext, type AutomationOrder } from '#domain/automations/automation-order';
import { addDays } from '#domain/automations/rule-conditions.rules';
import { ruleInputSchema } from '#domain/automations/rule.schema';
import { loadavg } from 'node:os';
import { benchLine, percentile, round } from './support/stats';
import { measureImportWithRules } from './support/automations-import';

const ORDERS = Number(process.env.BENCH_AUTOMATION_ORDERS ?? 10_000);
const RULES = Number(process.env.BENCH_AUTOMATION_RULES ?? 50);
const TODAY = '2026-07-14';

/** Mulberry32: the same orders and rules every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(24);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const SKUS = Array.from({ length: 40 }, (_, i) => `SKU-${i + 1}`);
const STATES = ['TX', 'FL', 'AZ', 'CA', 'NY', 'MN', 'IL', 'GA', 'WA', 'CO', 'OK', 'NV'];
const TAGS = ['vip', 'gift', 'wholesale', 'subscription', 'fragile'];
const CHECKOUT = ['Ground', '2nd Day Air', 'Next Day Air', 'Priority Mail', 'Ground Advantage'];
const BOXES = ['b-small', 'b-medium', 'b-large', 'b-insulated'];

/** Rule templates a perishable merchant writes: heat by state, SKUs, value, tags, weight, zones. */
function makeRule(i: number): RuleForEngine {
  const kind = i % 10;
  const temp = int(75, 100);
  const conditions: unknown[] = [];
  const actions: unknown[] = [];
  switch (kind) {
    case 0:
      conditions.push({ type: 'destination_state', operator: 'in', states: [pick(STATES), pick(STATES)] });
      conditions.push({ type: 'max_transit_temperature', operator: 'gt', valueF: temp });
      actions.push({ type: 'add_dry_ice', value: int(2, 10), units: 'lb' });
      actions.push({ type: 'set_service', mode: 'cheapest_within_days', days: int(1, 3) });
      break;
    case 1:
      conditions.push({ type: 'product', operator: 'includes', skus: [pick(SKUS), pick(SKUS), pick(SKUS)] });
      actions.push({ type: 'set_box', boxId: pick(BOXES) });
      break;
    case 2:
      conditions.push({ type: 'order_value', operator: 'gt', cents: int(50, 300) * 100 });
      actions.push({ type: 'add_insurance', mode: 'declared_value' });
      break;
    case 3:
      conditions.push({ type: 'weather', operator: 'gt', valueF: temp });
      conditions.push({ type: 'transit_days', operator: 'gte', value: int(2, 4) });
      actions.push({ type: 'add_coolant', mode: 'custom', length: 6, width: 4, height: 1, sku: 'GEL-6', quantity: 2 });
      actions.push({ type: 'add_tag', tag: 'heat' });
      break;
    case 4:
      conditions.push({ type: 'tags', operator: 'any', tags: [pick(TAGS)] });
      actions.push({ type: 'add_packaging', packagings: [{ packagingId: 'liner', quantity: 1 }] });
      break;
    case 5:
      conditions.push({ type: 'weight', operator: 'gt', value: int(5, 30), units: 'lb' });
      actions.push({ type: 'set_box_packing_algorithm', algorithm: 'useBoxPackingAlgoWeight' });
      break;
    case 6:
      conditions.push({ type: 'zone', operator: 'gte', value: int(5, 8) });
      conditions.push({ type: 'checkout_service', operator: 'contains', value: 'ground' });
      actions.push({ type: 'set_service', mode: 'named', carrier: 'UPS', service: '2nd Day Air' });
      break;
    case 7:
      conditions.push({ type: 'destination_zip', operator: 'starts_with', prefixes: [String(int(100, 999))] });
      actions.push({ type: 'hold_until', date: addDays(TODAY, int(1, 3)) });
      break;
    case 8:
      conditions.push({ type: 'confidence_score', operator: 'in', bands: ['10-34.99'] });
      conditions.push({ type: 'full_coverage', operator: 'unset' });
      actions.push({ type: 'add_insurance', mode: 'custom', amountCents: 10_000 });
      break;
    case 9:
      conditions.push({ type: 'store', operator: 'in', storeIds: ['store-2'] });
      actions.push({ type: 'set_warehouse', warehouseId: 'w-dallas' });
      actions.push({ type: 'add_products', products: [{ productId: 'p-ice', quantity: 1 }] });
      break;
  }
  const parsed = ruleInputSchema.parse({
    name: `rule ${i}`,
    active: true,
    triggers: ['import', 'manual', 'before_rating'],
    match: i % 7 === 0 ? 'any' : 'all',
    conditions,
    actions,
  });
  return { ...parsed, ruleId: `r${i}`, position: i } as RuleForEngine;
}

const ZIP3S = knownZip3s();
function makeOrder(i: number): AutomationOrder {
  const lines = int(1, 5);
  const products = Array.from(new Set(Array.from({ length: lines }, () => pick(SKUS)))).map((sku) => ({
    productId: `p-${sku}`,
    sku,
    quantity: int(1, 4),
  }));
  return {
    orderId: `o${i}`,
    storeId: pick(['store-1', 'store-2']),
    destination: { state: pick(STATES), zip: `${pick(ZIP3S)}${String(int(0, 99)).padStart(2, '0')}`, country: 'US' },
    orderValueCents: int(20, 400) * 100,
    checkoutService: pick(CHECKOUT),
    confidenceScore: int(0, 100),
    products,
    packagings: [],
    tags: random() < 0.3 ? [pick(TAGS)] : [],
    boxId: null,
    dryIce: null,
    insurance: null,
    coolant: null,
    service: null,
    weight: { value: int(1, 40), units: 'lb' },
    warehouseId: null,
    packingAlgorithm: null,
    holdUntil: null,
  };
}

async function main() {
  const rules = Array.from({ length: RULES }, (_, i) => makeRule(i));
  const orders = Array.from({ length: ORDERS }, (_, i) => makeOrder(i));
  const weather = cachedWeather(makeSandboxWeather(), makeMemoryForecastCache(), { today: () => TODAY });
  const window = Array.from({ length: 8 }, (_, d) => addDays(TODAY, d));
  const rates = [
    { carrier: 'UPS', service: 'Ground', transitDays: 4, rateCents: 1200 },
    { carrier: 'UPS', service: '2nd Day Air', transitDays: 2, rateCents: 2600 },
    { carrier: 'UPS', service: 'Next Day Air', transitDays: 1, rateCents: 4800 },
  ];
  const contexts: AutomationContext[] = [];
  for (const o of orders) {
    const zip3 = zip3Of(o.destination.zip);
    const forecastF = zip3 ? await weather.dailyHighsF(zip3, window) : undefined;
    contexts.push({ today: TODAY, zone: int(1, 8), rates, forecastF });
  }

  const compiledAt = performance.now();
  const run = compileRules(rules);
  const compileMs = performance.now() - compiledAt;
  // Warm the JIT on a tenth of the orders, as a warm Lambda would be.
  for (let i = 0; i < Math.min(1_000, ORDERS); i++) run(orders[i]!, contexts[i]!, { trigger: 'import' });

  const ms: number[] = [];
  let fired = 0;
  let changes = 0;
  const started = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const t0 = performance.now();
    const result = run(orders[i]!, contexts[i]!, { trigger: 'import' });
    ms.push(performance.now() - t0);
    fired += result.fired.length;
    changes += result.changes.length;
  }
  const totalMs = performance.now() - started;
  ms.sort((a, b) => a - b);

  const imports = await measureImportWithRules();
  const figures = {
    bench: 'automations',
    orders: ORDERS,
    rules: RULES,
    p50MsPerOrder: round(percentile(ms, 50), 4),
    p99MsPerOrder: round(percentile(ms, 99), 4),
    importWithRulesRatio: imports.importWithRulesRatio,
    maxMsPerOrder: round(ms[ms.length - 1]!, 3),
    totalMs: round(totalMs, 1),
    compileMs: round(compileMs, 2),
    firedPerOrder: round(fired / ORDERS),
    changesPerOrder: round(changes / ORDERS),
    importRows: imports.rows,
    importRules: imports.rules,
    importSecondsWithoutRules: imports.importSecondsWithoutRules,
    importSecondsWithRules: imports.importSecondsWithRules,
    importOnlySecondsWithRules: imports.importOnlySecondsWithRules,
    importCpuSecondsWithoutRules: imports.cpuSecondsWithoutRules,
    importCpuSecondsWithRules: imports.cpuSecondsWithRules,
    importCpuRatio: imports.cpuRatio,
    importDynamoCpuSecondsWithoutRules: imports.dynamoCpuSecondsWithoutRules,
    importDynamoCpuSecondsWithRules: imports.dynamoCpuSecondsWithRules,
    importWorkerCpuSecondsWithRules: imports.workerCpuSecondsWithRules,
    loadAverage1m: round(loadavg()[0]!, 2),
  };
  console.log(
    `automations: ${ORDERS} orders × ${RULES} rules, p50 ${figures.p50MsPerOrder} ms, p99 ${figures.p99MsPerOrder} ms per order (goal p99 <= 2 ms); ${figures.firedPerOrder} rules fired per order`,
  );
  console.log(benchLine(figures));
}

await main();
