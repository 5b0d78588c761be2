import type { AutomationContext, AutomationOrder } from '#domain/automations/automation-order';
import type { RuleForEngine } from '#domain/automations/apply-rules.rules';
import { ruleInputSchema, type RuleAction, type RuleCondition } from '#domain/automations/rule.schema';

/** A Texas order of smoked salmon with nothing prepared yet. */
export function order(over: Partial<AutomationOrder> = {}): AutomationOrder {
  return {
    orderId: 'o1',
    storeId: 'store-1',
    destination: { state: 'TX', zip: '75001', country: 'US' },
    orderValueCents: 12_000,
    checkoutService: 'Ground',
    confidenceScore: 72,
    products: [{ productId: 'p-lox', sku: 'LOX-8', quantity: 2 }],
    packagings: [],
    tags: [],
    boxId: null,
    dryIce: null,
    insurance: null,
    coolant: null,
    service: null,
    weight: { value: 4, units: 'lb' },
    warehouseId: null,
    packingAlgorithm: null,
    holdUntil: null,
    ...over,
  };
}

/** A ship day in July with a hot week ahead and three candidate services. */
export function context(over: Partial<AutomationContext> = {}): AutomationContext {
  return {
    today: '2026-07-14',
    zone: 5,
    rates: [
      { carrier: 'UPS', service: 'Ground', transitDays: 4, rateCents: 1200 },
      { carrier: 'UPS', service: '2nd Day Air', transitDays: 2, rateCents: 2600 },
      { carrier: 'UPS', service: 'Next Day Air', transitDays: 1, rateCents: 4800 },
    ],
    forecastF: {
      '2026-07-14': 84,
      '2026-07-15': 88,
      '2026-07-16': 97,
      '2026-07-17': 101,
      '2026-07-18': 90,
    },
    ...over,
  };
}

let seq = 0;
/** A rule, parsed as the API would store it, so tests run on validated shapes. */
export function rule(
  conditions: unknown[],
  actions: unknown[],
  over: Partial<Omit<RuleForEngine, 'conditions' | 'actions'>> = {},
): RuleForEngine {
  const parsed = ruleInputSchema.parse({
    name: over.name ?? `rule ${++seq}`,
    active: over.active ?? true,
    triggers: over.triggers ?? ['import', 'manual', 'before_rating'],
    match: over.match ?? 'all',
    conditions,
    actions,
  });
  return {
    ...parsed,
    ruleId: over.ruleId ?? `r${seq}`,
    position: over.position ?? seq,
    conditions: parsed.conditions as RuleCondition[],
    actions: parsed.actions as RuleAction[],
  };
}
