import { describe, expect, it } from 'vitest';
import { orderFiltersSchema } from '#domain/orders/order-query.schema';
import { PAST_FILL_TIME_TOKEN, filteringOptions } from '#web/pages/orders/grid/filtering-properties';
import { fromOrderFilters, toOrderFilters } from '#web/pages/orders/grid/order-filter-tokens';

describe('the grid\'s "Past fill time" filter (fill time SLA per warehouse)', () => {
  it('is offered, becomes the query filter the API accepts, and comes back from a saved filter', () => {
    expect(filteringOptions({ tags: [], batches: [] })).toContainEqual(PAST_FILL_TIME_TOKEN);
    const filters = toOrderFilters({
      query: { tokens: [{ propertyKey: 'fillTime', operator: '=', value: 'past' }], operation: 'and' },
      view: 'active',
      dateRange: undefined,
    });
    expect(filters.pastFillTime).toBe(true);
    expect(orderFiltersSchema.parse(filters).pastFillTime).toBe(true);
    expect(fromOrderFilters(filters).query.tokens).toEqual([
      { propertyKey: 'fillTime', operator: '=', value: 'past', label: 'Past fill time' },
    ]);
  });

  it('drops any other value of the property', () => {
    const filters = toOrderFilters({
      query: { tokens: [{ propertyKey: 'fillTime', operator: '=', value: 'soon' }], operation: 'and' },
      view: 'active',
      dateRange: undefined,
    });
    expect(filters.pastFillTime).toBeUndefined();
  });
});
