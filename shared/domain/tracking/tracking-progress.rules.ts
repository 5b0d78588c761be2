import { LOCAL_COURIER_CARRIER } from '#api/shipping';
import { isCarrierCode, type CarrierCode } from '../carriers/carrier-services.constants';
import { carrierBusinessDaysBetween } from '../carriers/transit.rules';
import { billOfLadingOf, labelShipDateOf } from '../labels/label-purchase.rules';
import type { Shipment } from '../shipments/shipment.schema';
import type { TrackingEvent } from './tracking-event.schema';

/**
 * How far along its journey a shipment is, so tracking only ever moves it forward: a replayed or
 * late-arriving event still joins the history but never takes the status back.
 *
 * failure sits past the last mile but below the two real outcomes: a parcel the carrier gave up
 * on can still be returned or found and delivered, never put back in transit. return_to_sender
 * and delivered end the journey (TERMINAL_TRACKING_STATUSES). Carrier statuses missing here
 * (EasyPost's `cancelled`, `error`) never move a shipment: a voided label is the refund flow's
 * business and a tracker error says nothing about the parcel.
 */
export const TRACKING_PROGRESS_RANK = {
  unknown: 0,
  pre_transit: 1,
  in_transit: 2,
  out_for_delivery: 3,
  available_for_pickup: 4,
  failure: 5,
  return_to_sender: 6,
  delivered: 7,
} as const;
export type TrackingProgressStatus = keyof typeof TRACKING_PROGRESS_RANK;

/** Statuses nothing moves a shipment out of (cancelled: the label was voided). */
export const TERMINAL_TRACKING_STATUSES: readonly string[] = ['delivered', 'return_to_sender', 'cancelled'];

/** A status tracking can move a shipment to. */
export function isTrackingProgressStatus(status: string): status is TrackingProgressStatus {
  return Object.hasOwn(TRACKING_PROGRESS_RANK, status);
}

/** The rank of a shipment status; statuses before the carrier has a parcel (processing, booked, …) rank below all. */
export function trackingRankOf(status: string): number {
  return isTrackingProgressStatus(status) ? TRACKING_PROGRESS_RANK[status] : -1;
}

/** The status after an event: the event's when it is further along and the shipment's journey has not ended. */
export function nextTrackingStatus(current: string, eventStatus: string): string {
  if (TERMINAL_TRACKING_STATUSES.includes(current) || !isTrackingProgressStatus(eventStatus)) return current;
  return trackingRankOf(eventStatus) > trackingRankOf(current) ? eventStatus : current;
}

/** The instant of an event, or NaN when its datetime does not parse. */
export function eventInstant(event: Pick<TrackingEvent, 'datetime'>): number {
  return Date.parse(event.datetime);
}

const keyPart = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * One key per carrier scan: status, instant (so `…44Z` and `…44.000Z` agree) and place, trimmed
 * and lower-cased (a redelivered payload may spell the city differently, never the scan).
 */
export function trackingEventKey(event: Pick<TrackingEvent, 'status' | 'datetime' | 'tracking_location'>): string {
  const at = eventInstant(event);
  const where = event.tracking_location ?? {};
  return [
    keyPart(event.status),
    Number.isNaN(at) ? keyPart(event.datetime) : new Date(at).toISOString(),
    keyPart(where.city),
    keyPart(where.state),
    keyPart(where.country),
    keyPart(where.zip),
  ].join('|');
}

/** Events by datetime, oldest first; a stable sort, so scans at the same instant keep the carrier's order. */
export function byEventTime<T extends Pick<TrackingEvent, 'datetime'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => eventInstant(a) - eventInstant(b));
}

/** A shipment's tracking as the worker reads and writes it. */
export interface TrackingState {
  /** The shipment status (orders §4). */
  status: string;
  /** The tracking history, oldest first, one entry per event key. */
  events: readonly TrackingEvent[];
  /** The label's carrier, whose holidays the transit time skips. */
  carrier: CarrierCode;
  /** YYYY-MM-DD the label was bought for (billOfLading.shipDate, else labelDate). */
  shipDate: string;
  /** YYYY-MM-DD, the day the carrier reported delivery (its local date). */
  deliveryDate?: string;
  /** Carrier business days from the ship date to the delivery date. */
  transitDays?: number;
}

export type TrackingUpdate =
  /** Nothing new: `state` is the very object passed in; skip the write, the status change and the email. */
  | { changed: false; state: TrackingState }
  | {
      changed: true;
      state: TrackingState;
      /** The events not in the history before, oldest first. */
      addedEvents: TrackingEvent[];
      /** Present when the status moved: the status before, to compare with state.status. */
      previousStatus?: string;
    };

/**
 * Transit time: business days after the ship date up to and including the delivery day, the
 * delivery day counting even on a Saturday or holiday (the parcel arrived that day); 0 when
 * delivered on the ship date or before it (a label bought late).
 */
export function transitDaysBetween(carrier: CarrierCode, shipDate: string, deliveryDate: string): number {
  if (deliveryDate <= shipDate) return 0;
  return carrierBusinessDaysBetween(carrier, shipDate, deliveryDate) + 1;
}

/** The day a scan happened as the carrier reports it: carriers give the scan's local wall-clock time. */
export function eventDate(event: Pick<TrackingEvent, 'datetime'>): string {
  return event.datetime.slice(0, 10);
}

/**
 * The shipment's next tracking state after carrier events: unseen events (by trackingEventKey,
 * also within the batch) join the history, which stays sorted by datetime; the new events, in
 * datetime order, move the status only forward (nextTrackingStatus). Reaching delivered sets
 * the delivery date and the transit time. Events whose datetime does not parse are left out:
 * they could be neither ordered nor keyed reliably.
 */
export function applyTrackingEvents(current: TrackingState, events: readonly TrackingEvent[]): TrackingUpdate {
  const seen = new Set(current.events.map(trackingEventKey));
  const added: TrackingEvent[] = [];
  for (const event of byEventTime(events.filter((e) => !Number.isNaN(eventInstant(e))))) {
    const key = trackingEventKey(event);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(event);
  }
  if (added.length === 0) return { changed: false, state: current };

  let status = current.status;
  let deliveredBy: TrackingEvent | undefined;
  for (const event of added) {
    const next = nextTrackingStatus(status, event.status);
    if (next === 'delivered' && status !== 'delivered') deliveredBy = event;
    status = next;
  }
  const state: TrackingState = {
    ...current,
    status,
    events: byEventTime([...current.events, ...added]),
    ...(deliveredBy ? deliveryOf(current, deliveredBy) : {}),
  };
  return {
    changed: true,
    state,
    addedEvents: added,
    ...(status !== current.status ? { previousStatus: current.status } : {}),
  };
}

function deliveryOf(current: TrackingState, delivered: TrackingEvent) {
  const deliveryDate = eventDate(delivered);
  return { deliveryDate, transitDays: transitDaysBetween(current.carrier, current.shipDate, deliveryDate) };
}

/** What the tracking rules need to know of a shipment besides its stored history. */
export interface StoredTracking {
  events: readonly TrackingEvent[];
  deliveryDate?: string;
  transitDays?: number;
}

/**
 * A labelled shipment's tracking state: its status, and the carrier and ship date of its label
 * (billOfLading; labels bought before the ship date was kept use their label date). Undefined
 * without a label, or for a carrier Shipdeck does not buy from (no calendar to count in).
 */
export function trackingStateOf(
  shipment: Pick<Shipment, 'shipmentStatus' | 'billOfLading'>,
  stored: StoredTracking,
): TrackingState | undefined {
  const label = billOfLadingOf(shipment);
  // A local courier's delivery is tracked alike; it arrives the day it is dispatched, so no holiday is counted.
  if (!label || !(isCarrierCode(label.carrier) || label.carrier === LOCAL_COURIER_CARRIER)) return undefined;
  return {
    ...stored,
    status: shipment.shipmentStatus ?? 'pre_transit',
    carrier: label.carrier as CarrierCode,
    shipDate: labelShipDateOf(label),
  };
}
