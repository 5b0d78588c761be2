import { describe, expect, it } from 'vitest';
import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { DATE_RANGE_PRESETS } from '#domain/dates/date-range.rules';
import { orderFiltersSchema } from '#domain/orders/order-query.schema';
import { TEXT_FILTER_FIELDS } from '#domain/orders/order-grid.rules';
import { TEXT_FILTER_OPERATORS } from '#domain/statuses/filter-values.constants';
import { FILTERING_PROPERTIES, filteringOptions } from '#web/pages/orders/grid/filtering-properties';
import { DATE_RANGE_RELATIVE_OPTIONS, fromDateRangeFilter, toDateRangeFilter } from '#web/lib/date-presets';
import { fromOrderFilters, toOrderFilters, type GridFilterState } from '#web/pages/orders/grid/order-filter-tokens';

const state = (tokens: PropertyFilterProps.Token[], extra: Partial<GridFilterState> = {}): GridFilterState => ({
  query: { tokens, operation: 'and' },
  view: 'active',
  dateRange: undefined,
  ...extra,
});

describe('orders grid: property-filter tokens → query filters', () => {
  it.each([
    ['contains', ':', 'name'],
    ['notContains', '!:', 'city'],
    ['equals', '=', 'state'],
    ['notEqual', '!=', 'zipCode'],
    ['startsWith', '^', 'orderNumber'],
  ] as const)('orders §2 text operator %s comes from the %s token', (operator, token, field) => {
    const filters = toOrderFilters(state([{ propertyKey: field, operator: token, value: ' Aus ' }]));
    expect(filters.text).toEqual([{ field, operator, value: 'Aus' }]);
  });

  it('orders §2 endsWith: the "<Field> ends with" property gives the endsWith operator', () => {
    const filters = toOrderFilters(state([{ propertyKey: 'endsWith.name', operator: '=', value: 'son' }]));
    expect(filters.text).toEqual([{ field: 'name', operator: 'endsWith', value: 'son' }]);
    expect(FILTERING_PROPERTIES.find((p) => p.key === 'endsWith.name')?.propertyLabel).toBe('Name ends with');
  });

  it('orders §2: every text field offers all six operators (five tokens plus its ends-with property)', () => {
    for (const field of TEXT_FILTER_FIELDS) {
      expect(FILTERING_PROPERTIES.find((p) => p.key === field)?.operators).toEqual([':', '!:', '=', '!=', '^']);
      expect(FILTERING_PROPERTIES.some((p) => p.key === `endsWith.${field}`)).toBe(true);
    }
    expect(TEXT_FILTER_OPERATORS).toHaveLength(6);
  });

  it('orders §4: enum tokens collect into their filter lists; repeats of one property are alternatives', () => {
    const filters = toOrderFilters(
      state([
        { propertyKey: 'statusFilter', operator: '=', value: 'in_transit' },
        { propertyKey: 'statusFilter', operator: '=', value: 'delivered' },
        { propertyKey: 'statusFilter', operator: '=', value: 'delivered' },
        { propertyKey: 'fulfillment', operator: '=', value: 'notPrinted' },
        { propertyKey: 'printed', operator: '=', value: 'NoLabelPrinted' },
        { propertyKey: 'warningType', operator: '=', value: 'address' },
        { propertyKey: 'tag', operator: '=', value: 'frozen' },
        { propertyKey: 'batch', operator: '=', value: 'B-7' },
      ]),
    );
    expect(filters).toMatchObject({
      statuses: ['in_transit', 'delivered'],
      fulfillment: ['notPrinted'],
      printed: ['NoLabelPrinted'],
      warningTypes: ['address'],
      tags: ['frozen'],
      batchNumber: 'B-7',
    });
    expect(orderFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it.each([
    ['a status the spec does not list', { propertyKey: 'statusFilter', operator: '=', value: 'shipped' }],
    ['an unknown property', { propertyKey: 'colour', operator: '=', value: 'red' }],
    ['an empty value', { propertyKey: 'name', operator: ':', value: '  ' }],
    ['free text', { operator: ':', value: 'anything' }],
  ] as const)('drops %s so the API never receives a filter it refuses', (_name, token) => {
    const filters = toOrderFilters(state([token as PropertyFilterProps.Token]));
    expect(orderFiltersSchema.parse(filters)).toEqual(orderFiltersSchema.parse({}));
  });

  it('orders §2: the view and the date range travel with the tokens', () => {
    const filters = toOrderFilters(state([], { view: 'archived', dateRange: { preset: 'Last Week' } }));
    expect(filters).toMatchObject({ view: 'archived', dateRange: { preset: 'Last Week' } });
  });

  it('orders §5 saved filters: filters → controls → filters is the identity', () => {
    const saved = orderFiltersSchema.parse({
      view: 'archived',
      statuses: ['archived'],
      fulfillment: ['refunded'],
      printed: ['labelPrinted'],
      warningTypes: ['buy', 'refund'],
      tags: ['gift'],
      batchNumber: 'B1',
      dateRange: { preset: 'Custom', startDate: '2026-01-01', endDate: '2026-01-31' },
      text: TEXT_FILTER_OPERATORS.map((operator, i) => ({ field: TEXT_FILTER_FIELDS[i], operator, value: `v${i}` })),
    });
    expect(orderFiltersSchema.parse(toOrderFilters(fromOrderFilters(saved)))).toEqual(saved);
  });

  it('orders §4: status values are offered with the display status they show', () => {
    const labels = filteringOptions({ tags: ['b', 'a', 'a'], batches: [] });
    expect(labels.find((o) => o.propertyKey === 'statusFilter' && o.value === 'return_to_sender')?.label).toBe(
      'Returned (return_to_sender)',
    );
    expect(labels.filter((o) => o.propertyKey === 'tag').map((o) => o.value)).toEqual(['a', 'b']);
  });
});

describe('orders grid: date-range picker ↔ the shared presets', () => {
  it('orders §9: one relative option per preset except Custom, which is the absolute mode', () => {
    expect(DATE_RANGE_RELATIVE_OPTIONS.map((o) => o.key)).toEqual(DATE_RANGE_PRESETS.filter((p) => p !== 'Custom'));
  });

  it.each(DATE_RANGE_PRESETS.filter((p) => p !== 'Custom'))('orders §9: %s round-trips as its preset', (preset) => {
    const value = fromDateRangeFilter({ preset });
    expect(value).toMatchObject({ type: 'relative', key: preset });
    expect(toDateRangeFilter(value)).toEqual({ preset });
  });

  it('orders §9 Custom: absolute days become a Custom range of calendar dates', () => {
    expect(toDateRangeFilter({ type: 'absolute', startDate: '2026-03-01', endDate: '2026-03-09T23:59:59' })).toEqual({
      preset: 'Custom',
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
    expect(fromDateRangeFilter({ preset: 'Custom', startDate: '2026-03-01', endDate: '2026-03-09' })).toEqual({
      type: 'absolute',
      startDate: '2026-03-01',
      endDate: '2026-03-09',
    });
  });

  it('no range, or a relative value that is not a preset, means no date filter', () => {
    expect(toDateRangeFilter(null)).toBeUndefined();
    expect(toDateRangeFilter({ type: 'relative', amount: 3, unit: 'hour' })).toBeUndefined();
    expect(fromDateRangeFilter(undefined)).toBeNull();
  });
});
