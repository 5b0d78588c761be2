import type { Zip3Centroid } from '#domain/carriers/zone.rules';
import { zip3Of } from '#domain/carriers/zone.rules';
import { stableHashHex } from '#domain/carriers/stable-hash.rules';
import { simulatedNow } from '#domain/carriers/sandbox-clock.rules';
import type { CourierQuote, CourierQuoteRequest } from '#domain/couriers/courier.models';
import { OUT_OF_RADIUS, UNKNOWN_ZIP, priceCourierTrip, roadMiles } from '#domain/couriers/courier-pricing.rules';
import { courierEventsAt } from '#domain/couriers/courier-tracking.rules';
import {
  COURIER_MESSAGES,
  isCancelableCourierStatus,
  isQuoteExpired,
  vehicleFor,
} from '#domain/couriers/courier.rules';
import { CourierRejectedError, type CourierPort, type SandboxCourierLedger } from '#domain/couriers/ports';

export const SANDBOX_COURIER = 'Shipdeck Courier';

export interface SandboxCourierDeps {
  ledger: SandboxCourierLedger;
  /** The ZIP3 centroids the sandbox parcel carriers zone by (functions/carriers/data). */
  centroidOf: (zip3: string) => Zip3Centroid | undefined;
  /** Where the shopper follows the delivery (the app's public tracking page). */
  trackingUrlOf: (trackingCode: string) => string;
  /** The sandbox clock's speed (SANDBOX_TRACKING_SPEED): a delivery moves in minutes locally. */
  trackingSpeed: number;
  clock?: () => Date;
}

/**
 * A same-day courier for the sandbox: prices by road-like distance and vehicle inside a service
 * radius, dispatches once per idempotency key, and moves each delivery through the real statuses
 * on the sandbox clock. Its quote ids carry their expiry, so a dispatch checks it without memory.
 */
export function makeSandboxCourier(deps: SandboxCourierDeps): CourierPort {
  const now = deps.clock ?? (() => new Date());

  function quoteOf(request: CourierQuoteRequest, quotedAt: Date) {
    const from = zip3Of(request.pickup.zip);
    const to = zip3Of(request.dropoff.zip);
    const a = from && deps.centroidOf(from);
    const b = to && deps.centroidOf(to);
    if (!a || !b) return { message: { code: 'zip.unknown', message: UNKNOWN_ZIP } };
    const vehicle = vehicleFor(request.vehicle, request.parcels);
    if (!vehicle)
      return { message: { code: 'vehicle.capacity', message: COURIER_MESSAGES.parcelTooBig(request.vehicle) } };
    const miles = roadMiles(request.pickup.zip, a, request.dropoff.zip, b);
    const price = priceCourierTrip(vehicle, miles, new Date(request.pickupReadyAt), quotedAt);
    if (!price) return { message: { code: 'radius', message: OUT_OF_RADIUS(vehicle, miles) } };
    const digest = stableHashHex(JSON.stringify([request.pickup.zip, request.dropoff.zip, vehicle, price.feeCents]));
    const quote: CourierQuote = {
      quoteId: `sqt_${digest.slice(0, 16)}_${price.expiresAt.getTime().toString(36)}`,
      provider: SANDBOX_COURIER,
      vehicle,
      feeCents: price.feeCents,
      currency: 'USD',
      distanceMiles: miles,
      pickupEta: price.pickupEta.toISOString(),
      dropoffEta: price.dropoffEta.toISOString(),
      expiresAt: price.expiresAt.toISOString(),
    };
    return { quote };
  }

  async function record(deliveryId: string) {
    const found = await deps.ledger.getByDeliveryId(deliveryId);
    if (!found) throw new CourierRejectedError(`No delivery ${deliveryId}`, SANDBOX_COURIER, 'not_found');
    return found;
  }

  const clockOf = (createdAt: string) => simulatedNow(createdAt, now(), deps.trackingSpeed);

  return {
    async quote(request) {
      const answer = quoteOf(request, now());
      return 'quote' in answer && answer.quote
        ? { quotes: [answer.quote], messages: [] }
        : { quotes: [], messages: [{ provider: SANDBOX_COURIER, ...answer.message! }] };
    },

    async dispatch(request) {
      const existing = await deps.ledger.getByKey(request.idempotencyKey);
      if (existing) return existing.dispatch;
      const expiry = Number.parseInt(request.quoteId.split('_').at(-1) ?? '', 36);
      if (!request.quoteId.startsWith('sqt_') || isQuoteExpired(new Date(expiry || 0).toISOString(), now()))
        throw new CourierRejectedError(COURIER_MESSAGES.quoteExpired, SANDBOX_COURIER, 'quote_expired');
      const answer = quoteOf(request.request, now());
      if (!('quote' in answer) || !answer.quote)
        throw new CourierRejectedError(answer.message!.message, SANDBOX_COURIER, answer.message!.code);
      const deliveryId = `del_${stableHashHex(request.idempotencyKey).slice(0, 20)}`;
      const trackingCode = `SDC${stableHashHex(deliveryId).slice(0, 12).toUpperCase()}`;
      const created = await deps.ledger.create({
        dispatch: {
          provider: SANDBOX_COURIER,
          deliveryId,
          trackingCode,
          trackingUrl: deps.trackingUrlOf(trackingCode),
          status: 'pending',
          feeCents: answer.quote.feeCents,
          tipCents: request.tipCents,
          pickupEta: answer.quote.pickupEta,
          dropoffEta: answer.quote.dropoffEta,
          createdAt: now().toISOString(),
          idempotencyKey: request.idempotencyKey,
        },
      });
      return created.dispatch;
    },

    async track(deliveryId) {
      const found = await record(deliveryId);
      const { status, events } = courierEventsAt(found.dispatch, clockOf(found.dispatch.createdAt), found.canceledAt);
      return { deliveryId, status, dropoffEta: found.dispatch.dropoffEta, events };
    },

    async cancel(deliveryId) {
      const found = await record(deliveryId);
      if (found.canceledAt) return 'canceled';
      const { status } = courierEventsAt(found.dispatch, clockOf(found.dispatch.createdAt));
      if (!isCancelableCourierStatus(status)) return 'too_late';
      await deps.ledger.put({ ...found, canceledAt: clockOf(found.dispatch.createdAt).toISOString() });
      return 'canceled';
    },
  };
}
