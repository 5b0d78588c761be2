import * as z from 'zod';
import { formatDateTime } from '../dates/date-format.rules';
import type { OrderGridRow } from '../orders/order-grid.rules';
import { orderFiltersSchema, orderSortSchema } from '../orders/order-query.schema';
import { buildCsv, type CsvColumn, type CsvValue } from './csv.rules';

/** Grid columns an export can carry (orders §2, accounts §2), in the grid's default order. */
export const ORDER_EXPORT_COLUMNS = [
  'orderNumber',
  'orderDate',
  'status',
  'tracking',
  'confidenceScore',
  'shipBy',
  'holdDate',
  'name',
  'company',
  'city',
  'state',
  'zipCode',
  'country',
  'propertyType',
  'tags',
  'warnings',
  'shippingCost',
  'lineItems',
  'qtyOrdered',
  'fullCoverage',
  'saturdayDelivery',
  'dryIce',
  'box',
  'boxDims',
  'service',
  'weight',
  'warehouse',
  'notes',
  'fulfillment',
  'printed',
  'printDate',
  'labelDate',
  'transitTime',
  'pickupPrn',
  'deliveryDate',
  'weather',
  'batchNumber',
  'deliveryMethod',
  'coolant',
  'shipDate',
] as const satisfies readonly (keyof OrderGridRow)[];
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

/** Column headers as the grid labels them. */
export const ORDER_EXPORT_HEADERS: Readonly<Record<OrderExportColumn, string>> = {
  orderNumber: 'Order Number',
  orderDate: 'Order Date',
  status: 'Status',
  tracking: 'Tracking',
  confidenceScore: 'Confidence Score',
  shipBy: 'Ship By',
  holdDate: 'Hold Date',
  name: 'Name',
  company: 'Company',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  country: 'Country',
  propertyType: 'Property Type',
  tags: 'Tags',
  warnings: 'Warnings',
  shippingCost: 'Shipping Cost',
  lineItems: 'Line Items',
  qtyOrdered: 'Qty Ordered',
  fullCoverage: 'Full Coverage',
  saturdayDelivery: 'Saturday Delivery',
  dryIce: 'Dry Ice',
  box: 'Box',
  boxDims: 'Box Dims',
  service: 'Service',
  weight: 'Weight',
  warehouse: 'Warehouse',
  notes: 'Notes',
  fulfillment: 'Fulfillment',
  printed: 'Printed',
  printDate: 'Print Date',
  labelDate: 'Label Date',
  transitTime: 'Transit Time',
  pickupPrn: 'Pickup PRN',
  deliveryDate: 'Delivery Date',
  weather: 'Weather',
  batchNumber: 'Batch Number',
  deliveryMethod: 'Delivery Method',
  coolant: 'Coolant',
  shipDate: 'Ship Date',
};

/** Rows one export answers directly (the response stays well under Lambda's 6 MB payload). */
export const ORDER_EXPORT_MAX_ROWS = 5000;

/** POST /api/v1/orders/export: the grid's filters and sort, and optionally its visible columns in order. */
export const orderExportRequestSchema = z.object({
  filters: orderFiltersSchema.default(orderFiltersSchema.parse({})),
  sort: orderSortSchema.default({ field: 'orderDate', direction: 'desc' }),
  columns: z.array(z.enum(ORDER_EXPORT_COLUMNS)).min(1).max(ORDER_EXPORT_COLUMNS.length).optional(),
});
export type OrderExportRequest = z.input<typeof orderExportRequestSchema>;

const isInstant = (v: string) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/** Dates in the merchant's timezone as MM/DD/YYYY hh:mm A (orders §9); lists joined by ", ". */
function exportValue(row: OrderGridRow, column: OrderExportColumn, timeZone: string): CsvValue {
  const v = row[column];
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'string' && isInstant(v)) return formatDateTime(new Date(v), timeZone);
  return v as CsvValue;
}

export function orderExportCsv(
  rows: readonly OrderGridRow[],
  options: { timeZone: string; columns?: readonly OrderExportColumn[] },
): string {
  const columns: CsvColumn<OrderGridRow>[] = [...new Set(options.columns ?? ORDER_EXPORT_COLUMNS)].map((c) => ({
    header: ORDER_EXPORT_HEADERS[c],
    value: (row) => exportValue(row, c, options.timeZone),
  }));
  return buildCsv(columns, rows);
}

/** orders-2026-11-22.csv */
export function orderExportFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
