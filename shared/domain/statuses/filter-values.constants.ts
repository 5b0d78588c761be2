/** Filter value sets of the order grid (orders §4, accounts §4). */
export const ORDER_STATUS_FILTER_VALUES = [
  'holding',
  'pending',
  'processing',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_to_sender',
  'failure',
  'archived',
  'isCancelled',
  'isDeleted',
] as const;
export type OrderStatusFilterValue = (typeof ORDER_STATUS_FILTER_VALUES)[number];

export const FULFILLMENT_FILTER_VALUES = [
  'printed',
  'notPrinted',
  'refunded',
  'fulfilled',
  'unFulfilled',
  'error',
] as const;
export type FulfillmentFilterValue = (typeof FULFILLMENT_FILTER_VALUES)[number];

export const PRINTED_FILTER_VALUES = [
  'NonePrinted',
  'labelPrinted',
  'packingSlipPrinted',
  'labelAndPackingSlipPrinted',
  'NoLabelPrinted',
  'NoPackingSlipPrinted',
  'NoLabelAndPackingSlipPrinted',
] as const;
export type PrintedFilterValue = (typeof PRINTED_FILTER_VALUES)[number];

export const WARNING_TYPES = ['order', 'create', 'buy', 'fulfillment', 'refund', 'address'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

/**
 * A shipment on its way past its expected delivery (the late-shipment detector, accounts §6). Ours:
 * the spec's six warning types name none for it, and the grid's warnings column and filter are
 * where the spec's late shipments are shown.
 */
export const LATE_WARNING_TYPE = 'late';
/** What an order's warnings and the grid's warnings filter can hold: the spec's six and late. */
export const ORDER_WARNING_TYPES = [...WARNING_TYPES, LATE_WARNING_TYPE] as const;
export type OrderWarningType = (typeof ORDER_WARNING_TYPES)[number];

/** Text filter operators of the grids (orders §2, accounts §2). */
export const TEXT_FILTER_OPERATORS = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
] as const;
export type TextFilterOperator = (typeof TEXT_FILTER_OPERATORS)[number];
