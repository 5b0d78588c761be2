import type { RuleInput } from './rule.schema';

/**
 * Starting points for perishable shippers, offered by the rule editor: each is a rule input (inactive,
 * so the merchant reviews and previews before switching it on). Ids are left out where the merchant's
 * own box or product is needed; the editor shows those actions incomplete until chosen.
 */
export interface RuleTemplate {
  key: string;
  title: string;
  description: string;
  rule: RuleInput;
}

const triggers: RuleInput['triggers'] = ['import', 'manual', 'before_rating'];

export const RULE_TEMPLATES: readonly RuleTemplate[] = [
  {
    key: 'hot-route-dry-ice',
    title: 'Hot route: dry ice and a faster service',
    description: 'When the forecast along the transit days passes 85 °F, add 5 lb of dry ice and ship within 2 days.',
    rule: {
      name: 'Hot route: dry ice, 2-day',
      active: false,
      triggers,
      match: 'all',
      conditions: [{ type: 'max_transit_temperature', operator: 'gt', valueF: 85 }],
      actions: [
        { type: 'add_dry_ice', value: 5, units: 'lb' },
        { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
      ],
    },
  },
  {
    key: 'texas-summer',
    title: 'Texas in summer',
    description: 'Orders to Texas with a route above 85 °F get 5 lb of dry ice and the cheapest 2-day service.',
    rule: {
      name: 'Texas heat',
      active: false,
      triggers,
      match: 'all',
      conditions: [
        { type: 'destination_state', operator: 'in', states: ['TX'] },
        { type: 'max_transit_temperature', operator: 'gt', valueF: 85 },
      ],
      actions: [
        { type: 'add_dry_ice', value: 5, units: 'lb' },
        { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
      ],
    },
  },
  {
    key: 'warm-ground-coolant',
    title: 'Warm and slow: coolant',
    description: 'Three or more transit days with a route above 75 °F: two gel packs and a tag for the packers.',
    rule: {
      name: 'Warm ground: gel packs',
      active: false,
      triggers,
      match: 'all',
      conditions: [
        { type: 'transit_days', operator: 'gte', value: 3 },
        { type: 'max_transit_temperature', operator: 'gt', valueF: 75 },
      ],
      actions: [
        {
          type: 'add_coolant',
          mode: 'custom',
          length: 6,
          width: 4,
          height: 1.5,
          units: 'in',
          sku: 'GEL-6',
          quantity: 2,
        },
        { type: 'add_tag', tag: 'coolant' },
      ],
    },
  },
  {
    key: 'heat-wave-hold',
    title: 'Heat wave: hold',
    description: 'A route above 100 °F holds the order until a cooler ship day is chosen.',
    rule: {
      name: 'Heat wave hold',
      active: false,
      triggers,
      match: 'all',
      conditions: [{ type: 'max_transit_temperature', operator: 'gt', valueF: 100 }],
      actions: [{ type: 'hold_until' }, { type: 'add_tag', tag: 'heat-hold' }, { type: 'stop_processing' }],
    },
  },
  {
    key: 'high-value-coverage',
    title: 'Orders over $150: full coverage',
    description: 'Insure orders worth more than $150 for their declared value.',
    rule: {
      name: 'Full coverage over $150',
      active: false,
      triggers,
      match: 'all',
      conditions: [{ type: 'order_value', operator: 'gt', cents: 15_000 }],
      actions: [{ type: 'add_insurance', mode: 'declared_value' }],
    },
  },
  {
    key: 'sku-insulated-box',
    title: 'A SKU ships in its insulated box',
    description: 'Orders holding a SKU go in the box chosen for it.',
    rule: {
      name: 'Insulated box for a SKU',
      active: false,
      triggers,
      match: 'all',
      conditions: [{ type: 'product', operator: 'includes', skus: ['LOX-8'] }],
      actions: [{ type: 'set_box' }],
    },
  },
];
