import type { LedgerEntryKind } from '#domain/billing/invoice-status.constants';
/**
 * The shipping routes' contract (rate shopping, label purchase, refunds, label documents, the
 * wallet, rate settings): request schemas the handlers parse and the web sends, and the views
 * they answer. Every number bounded, every list capped; nothing the server owns is accepted.
 */
import * as z from 'zod';
import type { CarrierCode } from '#domain/carriers/carrier-services.constants';
import type { ChargeKind } from '#domain/carriers/carrier.models';
import { MESSAGES, OUR_MESSAGES } from '#domain/validation/messages';
import { pathIdSchema } from './path-params';

/** Path parameters of /api/v1/orders/{orderId}/shipments/{shipmentId}/… */
export const shipmentParamsSchema = z.object({ orderId: pathIdSchema, shipmentId: pathIdSchema });
export const batchParamsSchema = z.object({ batchId: pathIdSchema });

/** Orders one bulk request may name (the grid's largest page is 100; a bulk selection spans pages). */
export const BULK_ORDERS_MAX = 500;

const shipmentRefSchema = z.object({ orderId: pathIdSchema, shipmentId: pathIdSchema });
export type ShipmentRef = z.output<typeof shipmentRefSchema>;

/** Transit-day choices 0–5 (orders §9). */
export const TRANSIT_DAY_CHOICES_MAX = 5;

/** How the grid's "Get rates" picks one quote per order. */
export const rateChoiceRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cheapest') }),
  z.object({ kind: z.literal('fastest') }),
  z.object({
    kind: z.literal('cheapest_within'),
    days: z
      .number({ error: MESSAGES.invalid })
      .int(MESSAGES.integer)
      .min(0, MESSAGES.invalid)
      .max(TRANSIT_DAY_CHOICES_MAX, MESSAGES.invalid),
  }),
]);
export type RateChoiceRule = z.output<typeof rateChoiceRuleSchema>;

/** POST /api/v1/orders/rates: rate the selected orders' shipments and keep one quote each by the rule. */
export const bulkRatesRequestSchema = z.object({
  orderIds: z.array(pathIdSchema).min(1, MESSAGES.required).max(BULK_ORDERS_MAX, OUR_MESSAGES.atMost(BULK_ORDERS_MAX)),
  rule: rateChoiceRuleSchema,
});
export type BulkRatesRequest = z.input<typeof bulkRatesRequestSchema>;

/** PUT /api/v1/orders/{orderId}/shipments/{shipmentId}/preferred-rate: one of the shipment's last quotes. */
export const chooseRateRequestSchema = z.object({ rateId: z.string().trim().min(1, MESSAGES.required).max(128) });

/** POST /api/v1/labels/purchases: buy labels for these shipments through the label-purchase queue. */
export const purchaseLabelsRequestSchema = z.object({
  shipments: z
    .array(shipmentRefSchema)
    .min(1, MESSAGES.required)
    .max(BULK_ORDERS_MAX, OUR_MESSAGES.atMost(BULK_ORDERS_MAX)),
});
export type PurchaseLabelsRequest = z.input<typeof purchaseLabelsRequestSchema>;

/** Shipments one bulk rebook may name: each may void a label, so the grid's selection is capped lower than a purchase. */
export const REBOOK_BULK_MAX = 100;

/** POST /api/v1/labels/rebooks: rebook these shipments (orders §4), through the label-purchase queue. */
export const rebookLabelsRequestSchema = z.object({
  shipments: z
    .array(shipmentRefSchema)
    .min(1, MESSAGES.required)
    .max(REBOOK_BULK_MAX, OUR_MESSAGES.atMost(REBOOK_BULK_MAX)),
});

/** GET /api/v1/orders/{orderId}/shipments/{shipmentId}/label?format=pdf|zpl */
export const labelDocumentQuerySchema = z.object({ format: z.enum(['pdf', 'zpl']).default('pdf') });

// The rate settings route's schemas live in ./rate-settings (the rating routes' bundles leave their form rules out).
export type { RateSettingsRequest, RateSettingsView, ShipDayCheck } from './rate-settings';

// ---- Views (answers) ----

export interface ChargeView {
  kind: ChargeKind;
  label: string;
  amountCents: number;
}

export type RateBadge = 'cheapest' | 'fastest';

/** One quote as the merchant sees it: after service mapping, markup, rounding and the plan's label fee. */
export interface RateQuoteView {
  rateId: string;
  /** The carrier's shipment the rate belongs to (EasyPost `shp_…`), needed to buy it. */
  carrierShipmentId?: string;
  /** A parcel carrier, or `LocalCourier` for a courier quote (its provider and expiry in `courier`). */
  carrier: CarrierCode | typeof LOCAL_COURIER_CARRIER;
  carrierName: string;
  service: string;
  /** After the custom service mapping (accounts §3). */
  serviceName: string;
  /** The merchant's own carrier account the quote is from (its carrier bills the postage), and its description. */
  carrierAccountId?: string;
  carrierAccountDescription?: string;
  /** What the quote costs the merchant, the carrier's postage and the label fee included (walletChargeCents: what the wallet pays). */
  priceCents: number;
  /** The declared value (cents) the quote's full-coverage premium insures; absent when the shipment is not covered. */
  coveredCents?: number;
  /** The average market rate (accounts §9) and what the merchant saves against it. */
  marketPriceCents: number;
  savingCents: number;
  charges: ChargeView[];
  transitDays: number;
  estimatedDeliveryDate: string;
  badges: RateBadge[];
  /** The perishable ship-day check's reason, when this quote breaks it. */
  shipDayWarning?: string;
  /** A local courier quote's own terms: it expires, and its tip is in the price. */
  courier?: CourierQuoteTerms;
  /** The zone mapping (Settings › Zone mappings) that names this quote's service for the order's destination and shop. */
  zoneMapping?: { id: string; name: string };
}

/** The carrier a local courier quote is filed under (the merchant reads `localCourierServiceName`). */
export const LOCAL_COURIER_CARRIER = 'LocalCourier';

export interface CourierQuoteTerms {
  provider: string;
  quoteId: string;
  vehicle: string;
  tipCents: number;
  /** Road-like miles from the warehouse. */
  distanceMiles: number;
  pickupEta: string;
  dropoffEta: string;
  /** The quote is valid until then (15 minutes); buying after it re-quotes. */
  expiresAt: string;
}

/** A carrier message after the spec's rewriting (orders §8), with where it belongs. */
export interface RateMessageView {
  carrier: string;
  message: string;
  location: 'isOrder' | 'isShipment' | 'isToAddress' | 'isFromAddress' | 'isWeight' | 'isRate';
}

/**
 * A shipment's last rate shop is kept on it as `allRates` (orders §3), as RateQuoteViews: the
 * preferred rate names one by `rateId`, and the label purchase charges that quote's `priceCents`
 * (its `platform_fee` charge is the invoice's tier fee, its `insurance` charge the premium).
 */
export type StoredRate = RateQuoteView;

/** POST /api/v1/orders/{orderId}/shipments/{shipmentId}/rates */
export interface ShipmentRatesView {
  orderId: string;
  shipmentId: string;
  shipDate: string;
  quotes: RateQuoteView[];
  messages: RateMessageView[];
  /** "No rates" suggestions (orders §8): turn off Saturday delivery, PO Box. */
  suggestions: string[];
  /** The quote this rating kept as the preferred rate (an automation's or zone mapping's choice, or the earlier one). */
  preferredRateId?: string;
}

export interface BulkRatesResultView {
  orderId: string;
  orderNumber: string;
  shipmentId?: string;
  chosen?: RateQuoteView;
  message?: string;
}

export const PURCHASE_ITEM_STATES = ['queued', 'purchasing', 'purchased', 'failed'] as const;
export type PurchaseItemState = (typeof PURCHASE_ITEM_STATES)[number];

export interface PurchaseItemView {
  orderId: string;
  shipmentId: string;
  orderNumber: string;
  state: PurchaseItemState;
  /** 'Error in purchasing the shipment' details when failed. */
  message?: string;
  trackingCode?: string;
  amountCents?: number;
}

/** POST /api/v1/labels/purchases answers 202 with this; GET /api/v1/labels/purchases/{batchId} the same, updated. */
export interface PurchaseBatchView {
  batchId: string;
  total: number;
  purchased: number;
  failed: number;
  pending: number;
  items: PurchaseItemView[];
}

export interface LabelDocumentView {
  url: string;
  format: 'pdf' | 'zpl';
  expiresAt: string;
}

export interface LedgerEntryView {
  entryId: string;
  createdAt: string;
  kind: LedgerEntryKind;
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  orderNumber?: string;
  trackingCode?: string;
}

/** GET /api/v1/wallet */
export interface WalletView {
  balanceCents: number;
  heldCents: number;
  /** balance − holds − minimum threshold: what a purchase may spend. */
  availableCents: number;
  minimumThresholdCents: number;
  entries: LedgerEntryView[];
}
