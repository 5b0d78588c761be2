/**
 * The unified carrier models every carrier adapter speaks (sandbox and live alike), in the
 * spirit of Karrio's: typed, with one discriminated member per shipment option, money in
 * integer cents, weights in pounds and lengths in inches (converted once by the shared unit rules).
 */
import type { PostalAddress } from '../address/postal-address';
import type { OwnCarrierAccountRef } from './carrier-accounts.rules';
import type { CarrierCode } from './carrier-services.constants';

export interface CarrierParcel {
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  /** Actual weight of the packed parcel, dry ice included (orders §9 weight math). */
  weightLb: number;
}

/** One member per option (never an untyped bag). */
export type ShipmentOption =
  | { kind: 'dry_ice'; weightLb: number }
  | { kind: 'saturday_delivery' }
  | { kind: 'delivery_confirmation'; level: 'signature' | 'adult_signature' }
  | { kind: 'carbon_neutral' }
  /** Declared value / carrier insurance. */
  | { kind: 'insurance'; amountCents: number }
  /** Hazardous contents (SurePost refuses them, accounts §5). */
  | { kind: 'hazmat' };
export type ShipmentOptionKind = ShipmentOption['kind'];

/** Customs for a shipment that leaves the US (orders §3 internationalSettings). */
export interface CustomsDeclaration {
  contentType: 'merchandise' | 'documents' | 'gift' | 'returned_goods' | 'sample';
  nonDelivery: 'return' | 'abandon';
  items: {
    description: string;
    htsCode: string;
    quantity: number;
    valueCents: number;
    weightLb: number;
    countryOfOrigin: string;
  }[];
}

export interface RateRequest {
  /** The day the parcel is handed to the carrier, YYYY-MM-DD in the merchant's time zone. */
  shipDate: string;
  from: PostalAddress;
  to: PostalAddress;
  parcels: CarrierParcel[];
  options: ShipmentOption[];
  customs?: CustomsDeclaration;
  /** The order number, printed on the label as the reference. */
  reference?: string;
  /** The merchant's own carrier accounts to rate beside Shipdeck's (accounts §3 carrier accounts). */
  ownAccounts?: readonly OwnCarrierAccountRef[];
}

export const CHARGE_KINDS = [
  'base',
  'fuel',
  'residential',
  'delivery_area',
  'saturday',
  'signature',
  'dry_ice',
  'insurance',
  'carbon_neutral',
  'additional_handling',
  'customs',
  'markup',
  'platform_fee',
  /** A local courier's tip, passed on whole to the courier. */
  'tip',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** One line of a quote: what the carrier charges Shipdeck (cost) and what the merchant pays (sell). */
export interface ChargeLine {
  kind: ChargeKind;
  label: string;
  costCents: number;
  sellCents: number;
}

export interface RateQuote {
  /** Stable for the same request and service (a deterministic id in the sandbox, EasyPost's rate id live). */
  rateId: string;
  /** The carrier's shipment (EasyPost `shp_…`) the rate belongs to, when the carrier has one. */
  carrierShipmentId?: string;
  carrier: CarrierCode;
  service: string;
  /** Set when the quote is the merchant's own carrier account's (that carrier bills the postage). */
  carrierAccountId?: string;
  charges: ChargeLine[];
  /** The carrier's published (retail) price for the same parcel, cents. */
  listCents: number;
  billableWeightLb: number;
  /** The carrier zone (2–8, 9+ for AK/HI/PR), when the carrier zones the lane. */
  zone?: number;
  transitDays: number;
  /** YYYY-MM-DD. */
  estimatedDeliveryDate: string;
}

/** A carrier's answer beside the others': one failing carrier never fails a rate shop. */
export interface CarrierMessage {
  carrier: CarrierCode | string;
  /** Carrier code of the problem (e.g. `surepost.weight`, `po_box`, `rate.unavailable`). */
  code?: string;
  message: string;
  service?: string;
}

export interface RateResult {
  quotes: RateQuote[];
  messages: CarrierMessage[];
}

export interface LabelDocument {
  format: 'pdf' | 'zpl';
  contentType: string;
  body: Uint8Array;
}

export interface BuyRequest {
  /** The same key for every attempt at the same purchase: the carrier answers the first label again. */
  idempotencyKey: string;
  request: RateRequest;
  quote: Pick<RateQuote, 'rateId' | 'carrierShipmentId' | 'carrier' | 'service' | 'carrierAccountId'>;
}

export interface PurchasedLabel {
  carrier: CarrierCode;
  service: string;
  trackingCode: string;
  trackingUrl: string;
  carrierShipmentId: string;
  /** What the carrier charged, cents (the quote's cost total unless the carrier re-rated). */
  costCents: number;
  documents: LabelDocument[];
  purchasedAt: string;
  idempotencyKey: string;
}

export type RefundStatus = 'submitted' | 'refunded' | 'rejected';

export interface RefundRequest {
  carrier: CarrierCode;
  trackingCode: string;
  carrierShipmentId: string;
  /** When the label was bought (the sandbox rejects a refund for a label already scanned). */
  purchasedAt: string;
}

export interface TrackingLocation {
  city?: string;
  state?: string;
  country?: string;
  zip?: string;
}

/** Tracking event (orders §3). */
export interface CarrierTrackingEvent {
  message: string;
  description?: string;
  status: string;
  status_detail?: string;
  datetime: string;
  source?: string;
  tracking_location?: TrackingLocation;
}

export interface TrackingResult {
  trackingCode: string;
  /** A shipment status (orders §4): pre_transit, in_transit, out_for_delivery, delivered, … */
  status: string;
  estimatedDeliveryDate?: string;
  events: CarrierTrackingEvent[];
}

/** What a label document shows (the sandbox renders it; a live carrier sends its own). */
export interface LabelRenderInput {
  carrier: CarrierCode;
  service: string;
  /** The carrier's name of the service, printed on the label. */
  serviceName: string;
  trackingCode: string;
  from: PostalAddress;
  to: PostalAddress;
  parcel: CarrierParcel;
  billableWeightLb: number;
  /** YYYY-MM-DD. */
  shipDate: string;
  /** The order number. */
  reference?: string;
  zone?: number;
  options: ShipmentOption[];
  customs?: CustomsDeclaration;
  /** Printed across the label so a sandbox label can never be mistaken for a real one. */
  sandbox: boolean;
}

/** Renders one label as a 4×6 PDF (with a customs page when customs is set) and as 203 dpi ZPL. */
export type LabelRenderer = (input: LabelRenderInput) => Promise<LabelDocument[]>;
