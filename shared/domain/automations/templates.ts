import type { RuleInput } from './rule.schema';

/** A preset rule the editor starts from: the merchant picks the boxes, dates or coolants their catalog holds. */
export interface AutomationTemplate {
  id: string;
  title: string;
  description: string;
  rule: RuleInput;
}

/**
 * Common perishable rules. Each starts inactive: a template cannot know the merchant's box, coolant or hold
 * date, so those actions stay incomplete (shown disabled with their reason) until chosen.
 */
export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [
  {
    id: 'hot-destinations-dry-ice',
    title: 'Hot destinations: dry ice',
    description:
      'When the route gets hotter than 85 °F, pack 5 lb of dry ice and ship with the cheapest 2-day service.',
    rule: {
      name: 'Hot destinations: dry ice',
      active: false,
      triggers: ['import', 'before_rating'],
      match: 'all',
      conditions: [{ type: 'max_transit_temperature', operator: 'gt', valueF: 85 }],
      actions: [
        { type: 'add_dry_ice', value: 5, units: 'lb' },
        { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
      ],
    },
  },
  {
    id: 'orders-over-150-full-coverage',
    title: 'Orders over $150: full coverage',
    description: 'Insure every order worth $150 or more for its declared value.',
    rule: {
      name: 'Orders over $150: full coverage',
      active: false,
      triggers: ['import', 'manual'],
      match: 'all',
      conditions: [{ type: 'order_value', operator: 'gte', cents: 15_000 }],
      actions: [{ type: 'add_insurance', mode: 'declared_value' }],
    },
  },
  {
    id: 'sku-insulated-shipper',
    title: 'SKU LOX-8: insulated shipper',
    description: 'Orders holding LOX-8 go in your insulated shipper with a coolant. Choose the box and the coolant.',
    rule: {
      name: 'SKU LOX-8: insulated shipper',
      active: false,
      triggers: ['import', 'manual'],
      match: 'all',
      conditions: [{ type: 'product', operator: 'includes', skus: ['LOX-8'] }],
      actions: [{ type: 'set_box' }, { type: 'add_coolant', mode: 'catalog' }],
    },
  },
  {
    id: 'weekend-hold-perishables',
    title: 'Weekend hold for perishables',
    description: 'Hold perishable orders that would spend the weekend in transit (3 days or more). Choose the date.',
    rule: {
      name: 'Weekend hold for perishables',
      active: false,
      triggers: ['import', 'manual'],
      match: 'all',
      conditions: [
        { type: 'tags', operator: 'any', tags: ['Perishable'] },
        { type: 'transit_days', operator: 'gte', value: 3 },
      ],
      actions: [{ type: 'hold_until' }, { type: 'add_tag', tag: 'Weekend hold' }],
    },
  },
  {
    id: 'long-transit-faster-service',
    title: 'Long transit: faster service',
    description: 'Perishables never travel more than 2 days: pick the cheapest service that arrives within 2 days.',
    rule: {
      name: 'Long transit: faster service',
      active: false,
      triggers: ['import', 'before_rating'],
      match: 'all',
      conditions: [{ type: 'transit_days', operator: 'gt', value: 2 }],
      actions: [{ type: 'set_service', mode: 'cheapest_within_days', days: 2 }],
    },
  },
  {
    id: 'cold-destinations-no-dry-ice',
    title: 'Cold destinations: no dry ice',
    description: 'When the route stays below 40 °F, ship without dry ice.',
    rule: {
      name: 'Cold destinations: no dry ice',
      active: false,
      triggers: ['import', 'before_rating'],
      match: 'all',
      conditions: [{ type: 'max_transit_temperature', operator: 'lt', valueF: 40 }],
      actions: [{ type: 'remove_dry_ice' }],
    },
  },
];
