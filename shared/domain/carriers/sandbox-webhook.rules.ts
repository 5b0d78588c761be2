import type { CarrierTrackingEvent } from './carrier.models';
import type { CarrierCode } from './carrier-services.constants';
import { stableHashHex } from './stable-hash.rules';

/** Where the app receives EasyPost's webhooks (the sandbox carrier posts there too). */
export const EASYPOST_WEBHOOK_PATH = '/api/v1/webhooks/easypost';

export interface SandboxTrackerUpdate {
  carrier: CarrierCode;
  trackingCode: string;
  carrierShipmentId: string;
  trackingUrl?: string;
  /** YYYY-MM-DD. */
  estimatedDeliveryDate?: string;
  status: string;
  /** Every event so far, oldest first. */
  events: readonly CarrierTrackingEvent[];
  /** The status the app was last told, when it changes with this update. */
  previousStatus?: string;
  /** When the update is sent (ISO). */
  createdAt: string;
}

/**
 * A `tracker.updated` Event in EasyPost's shape (docs.easypost.com Events and Trackers), as the
 * sandbox carrier sends it. Its id follows the tracking code and the number of events, so a
 * delivery retried after a failure is the same event (a redelivery), never a new one.
 */
export function sandboxTrackerUpdatedEvent(u: SandboxTrackerUpdate) {
  const last = u.events[u.events.length - 1];
  const id = `evt_${stableHashHex(`${u.trackingCode}|${u.events.length}|${u.status}`)}`;
  return {
    id,
    object: 'Event',
    mode: 'test',
    description: 'tracker.updated',
    ...(u.previousStatus !== undefined && u.previousStatus !== u.status
      ? { previous_attributes: { status: u.previousStatus } }
      : {}),
    created_at: u.createdAt,
    updated_at: u.createdAt,
    pending_urls: [],
    completed_urls: [],
    status: 'pending',
    result: {
      id: `trk_${stableHashHex(`tracker|${u.trackingCode}`)}`,
      object: 'Tracker',
      mode: 'test',
      tracking_code: u.trackingCode,
      status: u.status,
      status_detail: last?.status_detail ?? 'unknown',
      created_at: u.events[0]?.datetime ?? u.createdAt,
      updated_at: last?.datetime ?? u.createdAt,
      est_delivery_date: u.estimatedDeliveryDate ? `${u.estimatedDeliveryDate}T23:59:00Z` : null,
      shipment_id: u.carrierShipmentId,
      // EasyPost reports SurePost parcels under UPS.
      carrier: u.carrier === 'UPSSurePost' ? 'UPS' : u.carrier,
      public_url: u.trackingUrl ?? null,
      tracking_details: u.events.map((e) => ({
        object: 'TrackingDetail',
        message: e.message,
        description: e.description ?? '',
        status: e.status,
        status_detail: e.status_detail ?? '',
        datetime: e.datetime,
        source: e.source ?? '',
        tracking_location: {
          object: 'TrackingLocation',
          city: e.tracking_location?.city ?? null,
          state: e.tracking_location?.state ?? null,
          country: e.tracking_location?.country ?? null,
          zip: e.tracking_location?.zip ?? null,
        },
      })),
    },
  };
}
