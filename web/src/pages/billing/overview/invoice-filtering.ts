import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import type { InvoiceFiltersInput } from '#api/invoices';
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS } from '#domain/billing/invoice-labels';
import { INVOICE_STATUSES, type InvoiceStatus } from '#domain/billing/invoice-status.constants';
import { INVOICE_TYPES, type InvoiceType } from '#domain/money/balance-effect.rules';
import { ENDS_WITH_PREFIX, TOKEN_TO_TEXT_OPERATOR } from '#web/pages/orders/grid/filtering-properties';
import { toDateRangeFilter } from '#web/lib/date-presets';

const TEXT_OPERATORS: PropertyFilterProps.ComparisonOperator[] = [':', '!:', '=', '!=', '^'];

/** The invoice list's default filter columns (accounts §2); the invoice date has its own picker. */
export const INVOICE_FILTERING_PROPERTIES: PropertyFilterProps.FilteringProperty[] = [
  { key: 'orderNumber', propertyLabel: 'Order number', groupValuesLabel: 'Order numbers', operators: TEXT_OPERATORS },
  {
    key: `${ENDS_WITH_PREFIX}orderNumber`,
    propertyLabel: 'Order number ends with',
    groupValuesLabel: 'Order numbers',
    operators: ['='],
  },
  { key: 'status', propertyLabel: 'Invoice status', groupValuesLabel: 'Statuses', operators: ['='] },
  { key: 'type', propertyLabel: 'Invoice type', groupValuesLabel: 'Types', operators: ['='] },
  { key: 'orderTag', propertyLabel: 'Order tag', groupValuesLabel: 'Tags', operators: ['='] },
  { key: 'warehouse', propertyLabel: 'Warehouse', groupValuesLabel: 'Warehouses', operators: ['='] },
];

export function invoiceFilteringOptions(
  warehouses: readonly { id: string; name: string }[],
): PropertyFilterProps.FilteringOption[] {
  return [
    ...INVOICE_STATUSES.map((value) => ({ propertyKey: 'status', value, label: INVOICE_STATUS_LABELS[value] })),
    ...INVOICE_TYPES.map((value) => ({ propertyKey: 'type', value, label: INVOICE_TYPE_LABELS[value] })),
    ...warehouses.map((w) => ({ propertyKey: 'warehouse', value: w.id, label: w.name })),
  ];
}

const isOneOf = <T extends string>(values: readonly T[], v: string): v is T =>
  (values as readonly string[]).includes(v);

/**
 * Tokens and the date picker → the list's filters. Tokens of one list property are alternatives;
 * the order number keeps its last token. Unknown tokens are dropped, never sent.
 */
export function toInvoiceFilters(
  query: PropertyFilterProps.Query,
  date: DateRangePickerProps.Value | null,
): InvoiceFiltersInput {
  const statuses: InvoiceStatus[] = [];
  const types: InvoiceType[] = [];
  const orderTags: string[] = [];
  const warehouseIds: string[] = [];
  let orderNumber: InvoiceFiltersInput['orderNumber'];
  for (const token of query.tokens) {
    const key = token.propertyKey ?? '';
    const value = String(token.value ?? '').trim();
    if (!value) continue;
    if (key === 'orderNumber') {
      const operator = TOKEN_TO_TEXT_OPERATOR[token.operator];
      if (operator) orderNumber = { operator, value };
    } else if (key === `${ENDS_WITH_PREFIX}orderNumber`) orderNumber = { operator: 'endsWith', value };
    else if (key === 'status' && isOneOf(INVOICE_STATUSES, value)) statuses.push(value);
    else if (key === 'type' && isOneOf(INVOICE_TYPES, value)) types.push(value);
    else if (key === 'orderTag') orderTags.push(value);
    else if (key === 'warehouse') warehouseIds.push(value);
  }
  const dateRange = toDateRangeFilter(date);
  return {
    statuses,
    types,
    orderTags: orderTags.slice(0, 10),
    warehouseIds: warehouseIds.slice(0, 20),
    ...(orderNumber ? { orderNumber } : {}),
    ...(dateRange ? { dateRange } : {}),
  };
}
