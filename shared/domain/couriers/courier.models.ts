/**
 * What every local-courier adapter speaks (the sandbox courier and Uber Direct alike): money in
 * integer cents, distances in miles, times as ISO instants.
 */
import type { PostalAddress } from '../address/postal-address';
import type { VehicleSize } from '../constants/local-courier.constants';

/** The parcel as the courier sees it: the vehicle has to carry it. */
export interface CourierParcel {
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  weightLb: number;
}

export interface CourierQuoteRequest {
  pickup: PostalAddress;
  dropoff: PostalAddress;
  parcels: CourierParcel[];
  vehicle: VehicleSize;
  /** When the courier may collect: now for an ASAP delivery, else the scheduled pickup start. */
  pickupReadyAt: string;
  /** The order number, shown to the courier. */
  reference?: string;
}

export interface CourierQuote {
  /** The provider's quote id (Uber `dqt_…`); dispatching names it. */
  quoteId: string;
  provider: string;
  /** The vehicle the quote is for (`any` resolved to the smallest one that carries the parcels). */
  vehicle: VehicleSize;
  feeCents: number;
  currency: 'USD';
  /** Road-like distance of the trip, miles. */
  distanceMiles: number;
  pickupEta: string;
  dropoffEta: string;
  /** Quotes are valid 15 minutes; a dispatch after this re-quotes. */
  expiresAt: string;
}

export interface CourierMessage {
  provider: string;
  code: string;
  message: string;
}

export interface CourierQuoteResult {
  quotes: CourierQuote[];
  messages: CourierMessage[];
}

/** A courier delivery's life (Uber Direct's statuses). */
export const COURIER_STATUSES = [
  'pending',
  'pickup',
  'pickup_complete',
  'dropoff',
  'delivered',
  'canceled',
  'returned',
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

export interface CourierDispatchRequest {
  /** The same key for every attempt at the same dispatch: the provider answers the first delivery again. */
  idempotencyKey: string;
  quoteId: string;
  request: CourierQuoteRequest;
  tipCents: number;
  pickupNotes?: string;
  dropoffNotes?: string;
  signatureRequired: boolean;
}

export interface CourierDispatch {
  provider: string;
  /** The provider's delivery id, also the tracking code the order shows. */
  deliveryId: string;
  trackingCode: string;
  /** The provider's live tracking page. */
  trackingUrl: string;
  status: CourierStatus;
  /** What the provider charges, tip excluded, cents. */
  feeCents: number;
  tipCents: number;
  pickupEta: string;
  dropoffEta: string;
  createdAt: string;
  idempotencyKey: string;
}

export interface CourierTrackingEvent {
  status: CourierStatus;
  at: string;
  message: string;
}

export interface CourierTracking {
  deliveryId: string;
  status: CourierStatus;
  dropoffEta?: string;
  events: CourierTrackingEvent[];
}

export type CourierCancelResult = 'canceled' | 'too_late';
