import { labelShipDateOf, selectedRateOf } from '../labels/label-purchase.rules';
import { displayStatus, type DisplayStatus } from '../statuses/display-status.rules';
import {
  ORDER_STATUS_FILTER_VALUES,
  type OrderStatusFilterValue,
  type PrintedFilterValue,
  type FulfillmentFilterValue,
  LATE_WARNING_TYPE,
  type OrderWarningType,
} from '../statuses/filter-values.constants';
import type { Shipment } from '../shipments/shipment.schema';
import { shipmentTotalPounds } from '../units/weight.rules';
import type { OrderRecord } from './order-record';

/** The order grid's row: every column of orders §2 and accounts §2, derived from the stored order. */
export interface OrderGridRow {
  id: string;
  orderNumber: string;
  orderDate: string;
  status: DisplayStatus;
  statusKey: OrderStatusFilterValue;
  tracking: string;
  confidenceScore: number | null;
  shipBy: string;
  holdDate: string;
  name: string;
  company: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  propertyType: 'Residence' | 'Business';
  tags: string[];
  warnings: OrderWarningType[];
  /** Why the order's shipments are late (their late warnings' messages), '' when none is. */
  late: string;
  /** YYYY-MM-DD, the earliest filing deadline of a shipment whose tracking calls for a claim; '' when none does. */
  fileBy: string;
  shippingCost: number | null;
  lineItems: number;
  qtyOrdered: number;
  fullCoverage: number | null;
  saturdayDelivery: boolean;
  dryIce: boolean;
  box: string;
  boxDims: string;
  service: string;
  weight: number;
  warehouse: string;
  notes: string;
  fulfillment: string;
  printed: string;
  printDate: string;
  labelDate: string;
  transitTime: number | null;
  pickupPrn: string;
  deliveryDate: string;
  weather: string;
  batchNumber: string;
  deliveryMethod: string;
  coolant: string;
  shipDate: string;
  shipmentCount: number;
  /** Past its warehouse's fill time SLA; only set for users the shipping schedule applies to. */
  pastFillTime?: boolean;
}

/** The shipment that speaks for the order in the grid: the first one not cancelled. */
export function primaryShipment(order: Pick<OrderRecord, 'shipments'>): Shipment | undefined {
  return order.shipments.find((s) => s.shipmentStatus !== 'cancelled') ?? order.shipments[0];
}

const RAW_STATUS_TO_FILTER: Readonly<Record<string, OrderStatusFilterValue>> = {
  pre_transit: 'processing',
  unknown: 'processing',
  awaiting_shipment: 'processing',
  booked: 'processing',
  dispatched: 'processing',
  available_for_pickup: 'failure',
  error: 'failure',
  return_to_sender: 'return_to_sender',
  cancelled: 'isCancelled',
  archived: 'archived',
};

/** The status filter value (orders §4) an order is indexed under; flags take precedence. */
export function orderStatusKey(
  order: Pick<OrderRecord, 'isDeleted' | 'archived' | 'isCancelled' | 'shipments'>,
): OrderStatusFilterValue {
  if (order.isDeleted) return 'isDeleted';
  if (order.archived) return 'archived';
  if (order.isCancelled) return 'isCancelled';
  const raw = primaryShipment(order)?.shipmentStatus ?? 'holding';
  if ((ORDER_STATUS_FILTER_VALUES as readonly string[]).includes(raw)) return raw as OrderStatusFilterValue;
  return Object.hasOwn(RAW_STATUS_TO_FILTER, raw) ? RAW_STATUS_TO_FILTER[raw] : 'holding';
}

export function hasLabel(shipment: Shipment | undefined): boolean {
  return Boolean(shipment?.label?.trackingCode || shipment?.createdShipment?.tracking_code);
}

export function orderDisplayStatus(order: OrderRecord): DisplayStatus {
  const shipment = primaryShipment(order);
  return displayStatus({
    status: shipment?.shipmentStatus ?? 'holding',
    hasLabel: hasLabel(shipment),
    archived: order.archived,
    isCancelled: order.isCancelled,
    isDeleted: order.isDeleted,
    protectionOutcome: order.protectionOutcome,
  });
}

export function printedLabel(order: Pick<OrderRecord, 'printState'>): PrintedFilterValue {
  const { labelPrinted, packingSlipPrinted } = order.printState;
  if (labelPrinted && packingSlipPrinted) return 'labelAndPackingSlipPrinted';
  if (labelPrinted) return 'labelPrinted';
  if (packingSlipPrinted) return 'packingSlipPrinted';
  return 'NonePrinted';
}

/** Printed filter (orders §4): the "No…" values match orders lacking that document. */
export function matchesPrinted(order: Pick<OrderRecord, 'printState'>, value: PrintedFilterValue): boolean {
  const { labelPrinted, packingSlipPrinted } = order.printState;
  switch (value) {
    case 'NonePrinted':
      return !labelPrinted && !packingSlipPrinted;
    case 'labelPrinted':
      return labelPrinted;
    case 'packingSlipPrinted':
      return packingSlipPrinted;
    case 'labelAndPackingSlipPrinted':
      return labelPrinted && packingSlipPrinted;
    case 'NoLabelPrinted':
      return !labelPrinted;
    case 'NoPackingSlipPrinted':
      return !packingSlipPrinted;
    case 'NoLabelAndPackingSlipPrinted':
      return !labelPrinted && !packingSlipPrinted;
  }
}

/** Fulfillment filter (orders §4) mixes print and fulfilment states. */
export function matchesFulfillment(
  order: Pick<OrderRecord, 'printState' | 'fulfillmentState'>,
  value: FulfillmentFilterValue,
): boolean {
  switch (value) {
    case 'printed':
      return order.printState.labelPrinted;
    case 'notPrinted':
      return !order.printState.labelPrinted;
    default:
      return order.fulfillmentState === value;
  }
}

const fmtDims = (d?: { length?: number; width?: number; height?: number; units?: string } | null) =>
  d && d.length && d.width && d.height ? `${d.length}x${d.width}x${d.height} ${d.units ?? 'in'}` : '';

/**
 * The earliest "file by" day of the order's shipments whose tracking calls for a claim at `now` (the claim due
 * the tracking worker keeps on the shipment: lost, damaged, returned, a late perishable), while its window is
 * open; '' when none does.
 */
export function orderFileBy(order: Pick<OrderRecord, 'shipments'>, now: Date): string {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const days = order.shipments
    .map((s) => (s.tracking as { claim?: { dueAt?: unknown; fileBy?: unknown } } | null | undefined)?.claim)
    .filter((c) => typeof c?.dueAt === 'string' && c.dueAt <= at && typeof c.fileBy === 'string' && c.fileBy >= today)
    .map((c) => c!.fileBy as string)
    .sort();
  return days[0] ?? '';
}

/** The order's grid row now ("file by" depends on the day). */
export function toGridRow(order: OrderRecord): OrderGridRow {
  return toGridRowAt(order, new Date());
}

export function toGridRowAt(order: OrderRecord, now: Date): OrderGridRow {
  const shipment = primaryShipment(order);
  const address = order.shippingAddress;
  const products = order.shipments.flatMap((s) => s.products);
  const box = shipment?.box as
    | { name?: string; dimensions?: { length?: number; width?: number; height?: number; units?: string } }
    | null
    | undefined;
  const coolant = shipment?.box as { hasIcePack?: boolean; coolant?: { title?: string } } | null | undefined;
  const rate = shipment?.preferredRate;
  const totalWeight = order.shipments.reduce((sum, s) => sum + shipmentTotalPounds(s), 0);
  const insurance = order.shipments.reduce(
    (sum, s) => sum + (s.options.carrierInsuranceAmountActive ? Number(s.options.carrierInsuranceAmount ?? 0) : 0),
    0,
  );
  // After the purchase the selected rate is what was bought; before it, the preferred rate.
  const bought = selectedRateOf(shipment);
  const cost = bought?.rate ?? rate?.markedUpRates?.rate;
  // Read as stored: a label record from an import may lack what billOfLadingOf requires.
  const bol = shipment?.billOfLading as { labelDate?: string; shipDate?: string } | null | undefined;
  const labelDate = bol?.labelDate;
  const shipDate =
    bol?.labelDate !== undefined ? labelShipDateOf({ labelDate: bol.labelDate, shipDate: bol.shipDate }) : undefined;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: orderDisplayStatus(order),
    statusKey: orderStatusKey(order),
    tracking: order.shipments
      .map((s) => s.label?.trackingCode ?? s.createdShipment?.tracking_code)
      .filter(Boolean)
      .join(', '),
    confidenceScore: order.confidenceScore ?? null,
    shipBy: rate?.shipBy ?? order.shipBy ?? '',
    holdDate: shipment?.holdDate ?? order.holdDate ?? '',
    name: address?.name ?? '',
    company: address?.company ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zip ?? '',
    country: address?.country ?? 'US',
    propertyType: address?.residential ? 'Residence' : 'Business',
    tags: order.tags,
    warnings: [...new Set(order.warnings.map((w) => w.type))],
    late: order.warnings
      .filter((w) => w.type === LATE_WARNING_TYPE)
      .map((w) => w.message)
      .join('; '),
    fileBy: orderFileBy(order, now),
    shippingCost: typeof cost === 'number' ? cost : null,
    lineItems: products.length,
    qtyOrdered: products.reduce((sum, p) => sum + Number((p as { quantity?: number }).quantity ?? 0), 0),
    fullCoverage: insurance > 0 ? insurance : null,
    saturdayDelivery: order.shipments.some((s) => s.options.saturdayDelivery),
    dryIce: order.shipments.some(
      (s) => s.options.dryIceActive || Boolean((s.box as { hasDryIce?: boolean } | null)?.hasDryIce),
    ),
    box: box?.name ?? '',
    boxDims: fmtDims(box?.dimensions),
    service: bought?.service
      ? [bought.carrier, bought.service].filter(Boolean).join(' ')
      : rate
        ? [rate.carrier, rate.service].filter(Boolean).join(' ')
        : '',
    weight: Math.round(totalWeight * 10000) / 10000,
    warehouse: order.warehouse?.name ?? '',
    notes: order.comment,
    fulfillment: order.fulfillmentState,
    printed: printedLabel(order),
    printDate: order.printState.printDate ?? '',
    labelDate: typeof labelDate === 'string' ? labelDate : '',
    transitTime: rate?.transitDays ?? rate?.deliveryDays ?? rate?.estDeliveryDays ?? null,
    pickupPrn: '',
    deliveryDate: order.deliveryDate ?? '',
    weather: '',
    batchNumber: order.batchNumber ?? '',
    deliveryMethod: order.shipmentType,
    coolant: coolant?.hasIcePack ? (coolant.coolant?.title ?? 'Coolant') : '',
    shipDate: typeof shipDate === 'string' ? shipDate : '',
    shipmentCount: order.shipments.length,
  };
}

/** Grid columns a text filter can target (orders §2 "text operators"). */
export const TEXT_FILTER_FIELDS = [
  'orderNumber',
  'name',
  'company',
  'city',
  'state',
  'zipCode',
  'tracking',
  'tags',
  'box',
  'service',
  'warehouse',
  'notes',
  'batchNumber',
  'deliveryMethod',
  'status',
] as const;
export type TextFilterField = (typeof TEXT_FILTER_FIELDS)[number];

export function textValueOf(row: OrderGridRow, field: TextFilterField): string {
  const v = row[field];
  return Array.isArray(v) ? v.join(', ') : String(v ?? '');
}

/**
 * The row as a user who does not see late shipments reads it (accounts §6: the feature, the enabled
 * flag and the preference): no late warning, no reason.
 */
export function gridRowWithoutLate(row: OrderGridRow): OrderGridRow {
  if (!row.late && !row.warnings.includes(LATE_WARNING_TYPE)) return row;
  return { ...row, warnings: row.warnings.filter((w) => w !== LATE_WARNING_TYPE), late: '' };
}

/** The order as a user who does not see late shipments reads it (the detail page, the editor): no late warning. */
export function orderWithoutLate<O extends { warnings: readonly { type: string }[] }>(order: O): O {
  if (!order.warnings.some((w) => w.type === LATE_WARNING_TYPE)) return order;
  return { ...order, warnings: order.warnings.filter((w) => w.type !== LATE_WARNING_TYPE) };
}

/**
 * The query as a user who does not see late shipments may run it: a late condition among other
 * warning types is dropped; a query for late warnings alone (undefined) matches nothing for them.
 */
export function withoutLateFilter<Q extends { filters: { warningTypes: readonly OrderWarningType[] } }>(
  query: Q,
): Q | undefined {
  const { warningTypes } = query.filters;
  if (!warningTypes.includes(LATE_WARNING_TYPE)) return query;
  const others = warningTypes.filter((w) => w !== LATE_WARNING_TYPE);
  return others.length ? { ...query, filters: { ...query.filters, warningTypes: others } } : undefined;
}
