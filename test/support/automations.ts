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
