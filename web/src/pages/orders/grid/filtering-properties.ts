import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { displayStatus } from '#domain/statuses/display-status.rules';
import {
  FULFILLMENT_FILTER_VALUES,
  ORDER_STATUS_FILTER_VALUES,
  PRINTED_FILTER_VALUES,
  WARNING_TYPES,
  LATE_WARNING_TYPE,
  type TextFilterOperator,
} from '#domain/statuses/filter-values.constants';
import { TEXT_FILTER_FIELDS, type TextFilterField } from '#domain/orders/order-grid.rules';

/** Column labels of the grid's text-filterable fields (orders §2 names). */
export const TEXT_FIELD_LABELS: Readonly<Record<TextFilterField, string>> = {
  orderNumber: 'Order number',
  name: 'Name',
  company: 'Company',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  tracking: 'Tracking',
  tags: 'Tags',
  box: 'Box',
  service: 'Service',
  warehouse: 'Warehouse',
  notes: 'Notes',
  batchNumber: 'Batch number',
  deliveryMethod: 'Delivery method',
  status: 'Status',
};

/** Cloudscape token operator ↔ the spec's text operators (orders §2). endsWith has no token: see ENDS_WITH_PREFIX. */
export const TOKEN_TO_TEXT_OPERATOR: Readonly<
  Partial<Record<PropertyFilterProps.ComparisonOperator, TextFilterOperator>>
> = {
  ':': 'contains',
  '!:': 'notContains',
  '=': 'equals',
  '!=': 'notEqual',
  '^': 'startsWith',
};
export const TEXT_OPERATOR_TO_TOKEN: Readonly<
  Record<Exclude<TextFilterOperator, 'endsWith'>, PropertyFilterProps.ComparisonOperator>
> = {
  contains: ':',
  notContains: '!:',
  equals: '=',
  notEqual: '!=',
  startsWith: '^',
};

/**
 * Cloudscape has no "ends with" operator, so each text field gets a second property
 * "<Field> ends with" (key `endsWith.<field>`, operator '=') in its own group.
 */
export const ENDS_WITH_PREFIX = 'endsWith.';

/** Status filter values shown with the grid's display status they produce. */
export function statusFilterLabel(value: (typeof ORDER_STATUS_FILTER_VALUES)[number]): string {
  return (
    displayStatus({
      status: value,
      hasLabel: true,
      archived: value === 'archived',
      isCancelled: value === 'isCancelled',
      isDeleted: value === 'isDeleted',
    }) + ` (${value})`
  );
}

/** The shipping schedule's "Past fill time" filter: one property with one value. */
export const PAST_FILL_TIME_TOKEN = { propertyKey: 'fillTime', value: 'past', label: 'Past fill time' } as const;

const TEXT_OPERATORS: PropertyFilterProps.ComparisonOperator[] = [':', '!:', '=', '!=', '^'];

export const FILTERING_PROPERTIES: PropertyFilterProps.FilteringProperty[] = [
  { key: 'statusFilter', propertyLabel: 'Order status', groupValuesLabel: 'Statuses', operators: ['='] },
  { key: 'fulfillment', propertyLabel: 'Fulfillment', groupValuesLabel: 'Fulfillment values', operators: ['='] },
  { key: 'printed', propertyLabel: 'Printed', groupValuesLabel: 'Printed values', operators: ['='] },
  { key: 'warningType', propertyLabel: 'Warning type', groupValuesLabel: 'Warning types', operators: ['='] },
  { key: 'tag', propertyLabel: 'Tag', groupValuesLabel: 'Tags', operators: ['='] },
  { key: 'batch', propertyLabel: 'Batch', groupValuesLabel: 'Batch numbers', operators: ['='] },
  {
    key: PAST_FILL_TIME_TOKEN.propertyKey,
    propertyLabel: 'Fill time',
    groupValuesLabel: 'Fill time',
    operators: ['='],
  },
  ...TEXT_FILTER_FIELDS.map((field) => ({
    key: field,
    propertyLabel: TEXT_FIELD_LABELS[field],
    groupValuesLabel: `${TEXT_FIELD_LABELS[field]} values`,
    operators: TEXT_OPERATORS,
    group: 'text',
  })),
  ...TEXT_FILTER_FIELDS.map((field) => ({
    key: `${ENDS_WITH_PREFIX}${field}`,
    propertyLabel: `${TEXT_FIELD_LABELS[field]} ends with`,
    groupValuesLabel: `${TEXT_FIELD_LABELS[field]} values`,
    operators: ['='] as PropertyFilterProps.ComparisonOperator[],
    group: 'endsWith',
  })),
];

export const FILTERING_GROUPS: PropertyFilterProps.GroupText[] = [
  { group: 'text', properties: 'Text columns', values: 'Text values' },
  { group: 'endsWith', properties: 'Ends with', values: 'Ends with values' },
];

/** Fixed value lists; tags and batch numbers come from the rows seen so far. */
export function filteringOptions(
  seen: {
    tags: readonly string[];
    batches: readonly string[];
  },
  /** The caller sees late shipments (accounts §6): the Late warning is offered. */
  showLate = false,
): PropertyFilterProps.FilteringOption[] {
  return [
    ...ORDER_STATUS_FILTER_VALUES.map((value) => ({
      propertyKey: 'statusFilter',
      value,
      label: statusFilterLabel(value),
    })),
    ...FULFILLMENT_FILTER_VALUES.map((value) => ({ propertyKey: 'fulfillment', value })),
    ...PRINTED_FILTER_VALUES.map((value) => ({ propertyKey: 'printed', value })),
    ...WARNING_TYPES.map((value) => ({ propertyKey: 'warningType', value })),
    ...(showLate ? [{ propertyKey: 'warningType', value: LATE_WARNING_TYPE, label: 'Late' }] : []),
    PAST_FILL_TIME_TOKEN,
    ...[...new Set(seen.tags)].sort().map((value) => ({ propertyKey: 'tag', value })),
    ...[...new Set(seen.batches)].sort().map((value) => ({ propertyKey: 'batch', value })),
  ];
}
