import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { TEXT_FILTER_FIELDS, type TextFilterField } from '#domain/orders/order-grid.rules';
import type { DateRangeFilter, OrderFilters, OrderFiltersInput, TextFilter } from '#domain/orders/order-query.schema';
import {
  FULFILLMENT_FILTER_VALUES,
  ORDER_STATUS_FILTER_VALUES,
  PRINTED_FILTER_VALUES,
  ORDER_WARNING_TYPES,
} from '#domain/statuses/filter-values.constants';
import {
  ENDS_WITH_PREFIX,
  PAST_FILL_TIME_TOKEN,
  TEXT_OPERATOR_TO_TOKEN,
  TOKEN_TO_TEXT_OPERATOR,
} from './filtering-properties';

export type OrderView = OrderFilters['view'];
export const ORDER_VIEWS: readonly { id: OrderView; text: string }[] = [
  { id: 'active', text: 'Active' },
  { id: 'archived', text: 'Archived' },
  { id: 'deleted', text: 'Deleted' },
];

export const EMPTY_QUERY: PropertyFilterProps.Query = { tokens: [], operation: 'and' };

/** What the grid's controls hold: the property filter, the view switch and the date range. */
export interface GridFilterState {
  query: PropertyFilterProps.Query;
  view: OrderView;
  dateRange: DateRangeFilter | undefined;
}

const isTextField = (key: string): key is TextFilterField => (TEXT_FILTER_FIELDS as readonly string[]).includes(key);
const isOneOf = <T extends string>(values: readonly T[], v: string): v is T =>
  (values as readonly string[]).includes(v);

/**
 * Property-filter tokens → the query API's filters (orders §2, §4). Enum tokens of one
 * property are alternatives; every other token narrows further. Unknown tokens are dropped,
 * so a stale saved layout can never send the API something it refuses.
 */
export function toOrderFilters(state: GridFilterState): OrderFiltersInput {
  const filters: Required<
    Pick<OrderFilters, 'statuses' | 'fulfillment' | 'printed' | 'warningTypes' | 'tags' | 'text'>
  > &
    OrderFiltersInput = {
    view: state.view,
    statuses: [],
    fulfillment: [],
    printed: [],
    warningTypes: [],
    tags: [],
    text: [],
  };
  for (const token of state.query.tokens) {
    const key = token.propertyKey ?? '';
    const value = String(token.value ?? '').trim();
    if (!value) continue;
    if (key.startsWith(ENDS_WITH_PREFIX)) {
      const field = key.slice(ENDS_WITH_PREFIX.length);
      if (isTextField(field)) filters.text.push({ field, operator: 'endsWith', value });
      continue;
    }
    if (isTextField(key)) {
      const operator = TOKEN_TO_TEXT_OPERATOR[token.operator];
      if (operator) filters.text.push({ field: key, operator, value });
      continue;
    }
    if (key === 'statusFilter' && isOneOf(ORDER_STATUS_FILTER_VALUES, value)) pushOnce(filters.statuses, value);
    else if (key === 'fulfillment' && isOneOf(FULFILLMENT_FILTER_VALUES, value)) pushOnce(filters.fulfillment, value);
    else if (key === 'printed' && isOneOf(PRINTED_FILTER_VALUES, value)) pushOnce(filters.printed, value);
    else if (key === 'warningType' && isOneOf(ORDER_WARNING_TYPES, value)) pushOnce(filters.warningTypes, value);
    else if (key === PAST_FILL_TIME_TOKEN.propertyKey && value === PAST_FILL_TIME_TOKEN.value)
      filters.pastFillTime = true;
    else if (key === 'tag') pushOnce(filters.tags, value);
    // The API filters by one batch number: the last token wins.
    else if (key === 'batch') filters.batchNumber = value;
  }
  if (state.dateRange) filters.dateRange = state.dateRange;
  return filters;
}

function pushOnce<T>(list: T[], value: T) {
  if (!list.includes(value)) list.push(value);
}

/** Saved filters → the grid's controls (the inverse of toOrderFilters). */
export function fromOrderFilters(filters: OrderFiltersInput): GridFilterState {
  const tokens: PropertyFilterProps.Token[] = [];
  const enumTokens = (propertyKey: string, values: readonly string[] | undefined) =>
    (values ?? []).forEach((value) => tokens.push({ propertyKey, operator: '=', value }));
  enumTokens('statusFilter', filters.statuses);
  enumTokens('fulfillment', filters.fulfillment);
  enumTokens('printed', filters.printed);
  enumTokens('warningType', filters.warningTypes);
  enumTokens('tag', filters.tags);
  if (filters.pastFillTime) tokens.push({ ...PAST_FILL_TIME_TOKEN, operator: '=' });
  if (filters.batchNumber) tokens.push({ propertyKey: 'batch', operator: '=', value: filters.batchNumber });
  for (const t of (filters.text ?? []) as TextFilter[]) {
    if (t.operator === 'endsWith')
      tokens.push({ propertyKey: `${ENDS_WITH_PREFIX}${t.field}`, operator: '=', value: t.value });
    else tokens.push({ propertyKey: t.field, operator: TEXT_OPERATOR_TO_TOKEN[t.operator], value: t.value });
  }
  return { query: { tokens, operation: 'and' }, view: filters.view ?? 'active', dateRange: filters.dateRange };
}
