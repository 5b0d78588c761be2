import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { DATE_RANGE_PRESETS, type DateRangePreset } from '#domain/dates/date-range.rules';
import type { DateRangeFilter } from '#domain/orders/order-query.schema';

// The date-range picker's values and a query's dateRange, both ways; the orders grid and the invoices list share them.

/** Relative options of the date-range picker, one per shared preset (orders §9); Custom is the absolute mode. */
export const DATE_RANGE_RELATIVE_OPTIONS: DateRangePickerProps.RelativeOption[] = DATE_RANGE_PRESETS.filter(
  (p) => p !== 'Custom',
).map((preset) => ({
  key: preset,
  type: 'relative',
  // Amount and unit only describe the option to screen readers; the server resolves the preset.
  ...presetShape(preset),
}));

function presetShape(preset: DateRangePreset): { amount: number; unit: DateRangePickerProps.TimeUnit } {
  switch (preset) {
    case 'This Week':
    case 'Last Week':
      return { amount: 1, unit: 'week' };
    case 'This Month':
    case 'Last Month':
      return { amount: 1, unit: 'month' };
    case 'Last 7 Days':
      return { amount: 7, unit: 'day' };
    default:
      return { amount: 1, unit: 'day' };
  }
}

const isPreset = (key: string | undefined): key is DateRangePreset =>
  Boolean(key) && (DATE_RANGE_PRESETS as readonly string[]).includes(key!);

/** Picker value → the query's dateRange (absolute days become Custom). */
export function toDateRangeFilter(value: DateRangePickerProps.Value | null): DateRangeFilter | undefined {
  if (!value) return undefined;
  if (value.type === 'relative')
    return isPreset(value.key) && value.key !== 'Custom' ? { preset: value.key } : undefined;
  const day = (iso: string) => iso.slice(0, 10);
  return { preset: 'Custom', startDate: day(value.startDate), endDate: day(value.endDate) };
}

export function fromDateRangeFilter(filter: DateRangeFilter | undefined): DateRangePickerProps.Value | null {
  if (!filter) return null;
  if (filter.preset === 'Custom')
    return filter.startDate && filter.endDate
      ? { type: 'absolute', startDate: filter.startDate, endDate: filter.endDate }
      : null;
  return DATE_RANGE_RELATIVE_OPTIONS.find((o) => o.key === filter.preset) ?? null;
}

/** The label a relative value shows: the preset's own name. */
export function formatRelativeRange(value: DateRangePickerProps.RelativeValue): string {
  return value.key ?? `${value.amount} ${value.unit}`;
}
