/** "Texas in July": a rule request the automations tests share (draft unless `active` is given). */
export const texasHeatRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas heat: dry ice and 2-day',
  active: false,
  triggers: ['import', 'manual'],
  match: 'all',
  conditions: [
    { type: 'destination_state', operator: 'in', states: ['TX'] },
    { type: 'max_transit_temperature', operator: 'gt', valueF: 85 },
  ],
  actions: [
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'set_service', mode: 'cheapest_within_days', days: 2 },
  ],
  ...overrides,
});

/** An active import rule for Texas orders (importRow ships to Austin, TX): 5 lb dry ice and the tag hot-route. */
export const texasImportRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas imports: dry ice',
  active: true,
  triggers: ['import'],
  match: 'all',
  conditions: [{ type: 'destination_state', operator: 'in', states: ['TX'] }],
  actions: [
    { type: 'add_dry_ice', value: 5, units: 'lb' },
    { type: 'add_tag', tag: 'hot-route' },
  ],
  ...overrides,
});
