/**
 * Label purchase rules (orders §3 Shipment, §4 action rules): why a shipment cannot be bought now,
 * which quote is bought, the keys that make one purchase happen once, the shipment as it stands
 * after its label is bought, and a purchase request's progress.
 */
import type { PurchaseBatchView, PurchaseItemState, PurchaseItemView, StoredRate } from '#api/shipping';
import type { LabelDocument, PurchasedLabel } from '../carriers/carrier.models';
import type { CoverageRecord } from '../claims/coverage.rules';
import { fromCents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import type { Shipment } from '../shipments/shipment.schema';
import { canPurchase, canRebook, LOAD_TYPES_REQUIRING_QUOTE } from '../shipments/shipment-actions.rules';

export const NO_CHOSEN_RATE = 'Get rates and choose one first';

/** The shape canPurchase reads: an order record names its store platform `source`. */
function actionOrderOf(order: OrderRecord) {
  return { ...order, platformType: order.source };
}

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Why orders §4 refuses the purchase, in the merchant's words; undefined when it allows it.
 * canPurchase decides; the reasons only explain its answer.
 */
export function purchaseBlocker(order: OrderRecord, shipment: Shipment): string | undefined {
  if (canPurchase(actionOrderOf(order), shipment)) return undefined;
  if (order.archived) return 'The order is archived';
  if (order.isCancelled) return 'The order is cancelled';
  if (present(shipment.billOfLading)) return 'This shipment already has a label';
  if (present(shipment.refund)) return 'This shipment has a refund';
  if (present(shipment.fulfillment)) return 'This shipment is already fulfilled';
  if (!present(order.warehouse)) return 'Choose a warehouse to ship from first';
  const loadType = (order.loadType ?? '').toLowerCase();
  if (LOAD_TYPES_REQUIRING_QUOTE.some((t) => t.toLowerCase() === loadType) && shipment.shipmentStatus !== 'quoted')
    return 'Refrigerated and frozen loads need a quote first';
  return NO_CHOSEN_RATE;
}

/**
 * Why a rebooking (orders §4) is refused, in the merchant's words; undefined when allowed.
 * canRebook decides; the reasons only explain its answer (the editor and the grid show them).
 */
export function rebookBlocker(shipment: Shipment): string | undefined {
  if (canRebook(shipment)) return undefined;
  const refundStatus = shipment.refund?.refund_status;
  if (refundStatus === 'submitted') return 'The label is being refunded: rebook once the carrier answers';
  if (refundStatus === 'refunded') return 'The label was refunded: buy a new one instead';
  if (!present(shipment.createdShipment?.selected_rate)) return 'There is no selected rate to rebook';
  return 'Only a shipment in processing, failure or booked can be rebooked';
}

/** The quote of the shipment's last rate shop its preferred rate names: what a purchase charges and buys. */
export function chosenQuote(shipment: Pick<Shipment, 'preferredRate' | 'allRates'>): StoredRate | undefined {
  const rateId = shipment.preferredRate?.rateId;
  if (!rateId) return undefined;
  const found = (shipment.allRates ?? []).find((r) => r.rateId === rateId) as StoredRate | undefined;
  return found && Number.isInteger(found.priceCents) && found.priceCents >= 0 ? found : undefined;
}

/** What the shipment's label record says about its purchase (orders §3 billOfLading; ours beyond the spec's name). */
export interface BillOfLading {
  trackingCode: string;
  carrier: string;
  service: string;
  /** YYYY-MM-DD the label was bought. */
  labelDate: string;
  /** YYYY-MM-DD the label was bought for (the day it is handed to the carrier; the manifest's day). Labels bought before it was kept: labelDate. */
  shipDate?: string;
  pdfKey?: string;
  zplKey?: string;
  /** `<shipmentId>#<sequence>`: the purchase record and label record of this label. */
  purchaseKey: string;
  sequence: number;
  carrierShipmentId: string;
  purchasedAt: string;
  /** Full coverage bought with the label (declared value, premium, insurer, policy id), for claims to read. */
  coverage?: CoverageRecord;
}

export function billOfLadingOf(shipment: Pick<Shipment, 'billOfLading'>): BillOfLading | undefined {
  const b = shipment.billOfLading as Partial<BillOfLading> | null | undefined;
  return b && typeof b.trackingCode === 'string' && typeof b.purchaseKey === 'string' ? (b as BillOfLading) : undefined;
}

/** The day a label was bought for (the manifest's day); labels bought before it was kept: their label date. */
export function labelShipDateOf(bill: Pick<BillOfLading, 'shipDate' | 'labelDate'>): string {
  return bill.shipDate ?? bill.labelDate;
}

/** The rate a shipment's label was bought at (createdShipment.selected_rate), as the order fields keep it. */
export interface SelectedRate {
  carrier?: string;
  service?: string;
  /** The service as the merchant saw it when buying: their custom name (accounts §3 rate settings) or the carrier's. */
  serviceName?: string;
  /** Marked-up price in dollars. */
  rate?: number;
}

export function selectedRateOf(shipment: Pick<Shipment, 'createdShipment'> | undefined): SelectedRate | undefined {
  const selected = shipment?.createdShipment?.selected_rate as
    | { carrier?: unknown; service?: unknown; serviceName?: unknown; markedUpRates?: { rate?: unknown } }
    | null
    | undefined;
  if (!selected) return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const rate = selected.markedUpRates?.rate;
  return {
    carrier: text(selected.carrier),
    service: text(selected.service),
    serviceName: text(selected.serviceName),
    rate: typeof rate === 'number' && Number.isFinite(rate) ? rate : undefined,
  };
}

/** A shipment's labels are numbered: the first is 1, a rebooking buys the next. */
export function labelSequenceOf(shipment: Pick<Shipment, 'billOfLading'>): number {
  const sequence = billOfLadingOf(shipment)?.sequence;
  return typeof sequence === 'number' && Number.isInteger(sequence) && sequence > 0 ? sequence + 1 : 1;
}

export function purchaseKeyOf(shipmentId: string, sequence: number): string {
  return `${shipmentId}#${sequence}`;
}

/**
 * A queued record whose message was last sent longer ago than this lost it (a crash or a failed send
 * between the record and the message): it is sent again, by a repeated request or by the requeue schedule.
 */
export const REQUEUE_AFTER_MS = 15 * 60_000;

/** Whether a record still queued at `at` waits for a message that was lost (see REQUEUE_AFTER_MS). */
export function requeueDue(record: { state: string; queuedAt: string }, at: Date): boolean {
  return record.state === 'queued' && at.getTime() - Date.parse(record.queuedAt) > REQUEUE_AFTER_MS;
}

/** The carrier's idempotency key (and the wallet hold's key): the same for every delivery of one attempt. */
export function idempotencyKeyOf(accountId: string, shipmentId: string, sequence: number, attempt: number): string {
  return `lbl_${accountId}_${shipmentId}_${sequence}_${attempt}`;
}

/** Deterministic document keys, so a retried upload overwrites the same object. */
export function labelFileKey(
  accountId: string,
  shipmentId: string,
  idempotencyKey: string,
  format: LabelDocument['format'],
): string {
  return `labels/${accountId}/${shipmentId}/${idempotencyKey}.${format}`;
}

/** The calendar month (UTC) a label counts against for the labels-per-month limit. */
export function labelMonthOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

export interface PurchaseOutcome {
  label: PurchasedLabel;
  quote: StoredRate;
  purchaseKey: string;
  sequence: number;
  pdfKey?: string;
  zplKey?: string;
  /** YYYY-MM-DD the label was bought for (the purchase record's shipDate). */
  shipDate?: string;
  coverage?: CoverageRecord;
}

/**
 * The shipment with its label (orders §3): label, billOfLading, createdShipment with the selected
 * rate (marked-up rate in dollars, as the spec's order fields are), status pre_transit.
 */
export function shipmentAfterPurchase(shipment: Shipment, outcome: PurchaseOutcome): Shipment {
  const { label, quote } = outcome;
  const billOfLading: BillOfLading = {
    trackingCode: label.trackingCode,
    carrier: label.carrier,
    service: label.service,
    labelDate: label.purchasedAt.slice(0, 10),
    ...(outcome.shipDate ? { shipDate: outcome.shipDate } : {}),
    ...(outcome.pdfKey ? { pdfKey: outcome.pdfKey } : {}),
    ...(outcome.zplKey ? { zplKey: outcome.zplKey } : {}),
    purchaseKey: outcome.purchaseKey,
    sequence: outcome.sequence,
    carrierShipmentId: label.carrierShipmentId,
    purchasedAt: label.purchasedAt,
    ...(outcome.coverage ? { coverage: outcome.coverage } : {}),
  };
  return {
    ...shipment,
    shipmentStatus: 'pre_transit',
    label: { trackingCode: label.trackingCode, trackingUrl: label.trackingUrl },
    billOfLading,
    // A rebooking replaces the rejected refund of the label it replaces.
    refund: null,
    createdShipment: {
      shipmentStatus: 'pre_transit',
      status: 'pre_transit',
      tracking_code: label.trackingCode,
      selected_rate: selectedRateFromQuote(quote),
    },
  };
}

/** createdShipment.selected_rate for a quote: the marked-up rate in dollars, as the spec's order fields are. */
export function selectedRateFromQuote(quote: StoredRate) {
  return {
    carrier: quote.carrier,
    service: quote.service,
    serviceName: quote.serviceName,
    rate: fromCents(quote.priceCents),
    transitDays: quote.transitDays,
    markedUpRates: { rate: fromCents(quote.priceCents) },
  };
}

/** The order with one shipment replaced; undefined when the order no longer has that shipment. */
export function withShipment(
  order: OrderRecord,
  shipmentId: string,
  change: (s: Shipment) => Shipment,
): OrderRecord | undefined {
  if (!order.shipments.some((s) => s.id === shipmentId)) return undefined;
  return { ...order, shipments: order.shipments.map((s) => (s.id === shipmentId ? change(s) : s)) };
}

/** One item of a purchase request as the batch keeps it: refused items carry their own state. */
export interface BatchItem {
  orderId: string;
  shipmentId: string;
  orderNumber: string;
  /** The purchase record's sequence, when the item became (or joined) a purchase. */
  sequence?: number;
  state?: PurchaseItemState;
  message?: string;
}

export interface PurchaseProgress {
  state: PurchaseItemState;
  message?: string;
  trackingCode?: string;
  amountCents: number;
  attempt: number;
}

/** The batch's progress: each item's state from its purchase record (or its own refusal), with the counts. */
export function purchaseBatchView(
  batchId: string,
  items: readonly BatchItem[],
  progressOf: (item: BatchItem) => PurchaseProgress | undefined,
): PurchaseBatchView {
  const views: PurchaseItemView[] = items.map((item) => {
    const base = { orderId: item.orderId, shipmentId: item.shipmentId, orderNumber: item.orderNumber };
    const p = item.sequence !== undefined ? progressOf(item) : undefined;
    if (!p) return { ...base, state: item.state ?? 'failed', ...(item.message ? { message: item.message } : {}) };
    return {
      ...base,
      state: p.state,
      amountCents: p.amountCents,
      ...(p.message ? { message: p.message } : {}),
      ...(p.trackingCode ? { trackingCode: p.trackingCode } : {}),
    };
  });
  const count = (s: PurchaseItemState) => views.filter((v) => v.state === s).length;
  return {
    batchId,
    total: views.length,
    purchased: count('purchased'),
    failed: count('failed'),
    pending: count('queued') + count('purchasing'),
    items: views,
  };
}

/** The plan gate's answer to a label purchase (accounts §6), with the merchant's message. */
export function labelGateMessage(outcome: 'upgrade_prompt' | 'subscription_inactive', limit: number, used: number) {
  return outcome === 'subscription_inactive'
    ? 'Your subscription is canceled or paused. Reactivate it in Billing to buy labels.'
    : `Your plan includes ${limit} labels a month and ${used} were bought this month. Upgrade your plan in Billing to buy more.`;
}

/**
 * The day a label is bought for: the ship date its quote was rated for (the preferred rate's
 * shipBy, the merchant's day), so the label is bought for the very request that was rated; once
 * that day has passed, today. "Passed" allows the UTC date to run a day ahead of the merchant's
 * (every US time zone is behind UTC).
 */
export function labelShipDate(shipBy: string | null | undefined, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return shipBy && /^\d{4}-\d{2}-\d{2}$/.test(shipBy) && shipBy >= yesterday ? shipBy : today;
}
