import type { PostalAddress } from '#domain/address/postal-address';
import type {
  CourierDispatch,
  CourierParcel,
  CourierQuoteRequest,
  CourierStatus,
} from '#domain/couriers/courier.models';
import { COURIER_STATUSES } from '#domain/couriers/courier.models';
import { COURIER_MESSAGES, vehicleFor } from '#domain/couriers/courier.rules';
import { COURIER_STATUS_MESSAGES } from '#domain/couriers/courier-tracking.rules';
import { CourierRejectedError, type CourierPort } from '#domain/couriers/ports';
import { accessTokenAnswerSchema, cachedAccessToken } from '#lib/http/client-credentials-token';

export const UBER_DIRECT = 'Uber Direct';
const API = 'https://api.uber.com/v1/customers';
const TOKEN_URL = 'https://auth.uber.com/oauth/v2/token';
const GRAMS_PER_LB = 453.592;
const CM_PER_IN = 2.54;

export interface UberDirectDeps {
  customerId: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** Uber Direct's address field: a JSON string, not an object. */
function addressOf(a: PostalAddress): string {
  return JSON.stringify({
    street_address: [a.street1, a.street2].filter(Boolean),
    city: a.city,
    state: a.state,
    zip_code: a.zip,
    country: a.country,
  });
}

/** Uber sizes a manifest item rather than letting the caller pick a vehicle. */
function sizeOf(p: CourierParcel): 'small' | 'medium' | 'large' | 'xlarge' {
  const side = Math.max(p.lengthIn, p.widthIn, p.heightIn);
  if (side <= 12 && p.weightLb <= 10) return 'small';
  if (side <= 24 && p.weightLb <= 30) return 'medium';
  if (side <= 48 && p.weightLb <= 50) return 'large';
  return 'xlarge';
}

const manifestOf = (request: CourierQuoteRequest) =>
  request.parcels.map((p, i) => ({
    name: request.reference ? `Order ${request.reference} parcel ${i + 1}` : `Parcel ${i + 1}`,
    quantity: 1,
    size: sizeOf(p),
    weight: Math.round(p.weightLb * GRAMS_PER_LB),
    dimensions: {
      length: Math.round(p.lengthIn * CM_PER_IN),
      height: Math.round(p.heightIn * CM_PER_IN),
      depth: Math.round(p.widthIn * CM_PER_IN),
    },
  }));

const statusOf = (s: unknown): CourierStatus =>
  (COURIER_STATUSES as readonly string[]).includes(String(s)) ? (s as CourierStatus) : 'pending';

interface UberDelivery {
  id: string;
  status: string;
  fee: number;
  tip?: number;
  tracking_url: string;
  pickup_eta: string;
  dropoff_eta: string;
  created: string;
  external_id?: string;
}

/**
 * Uber Direct (delivery_quotes → deliveries): fees in cents, quotes valid 15 minutes. A dispatch
 * sends our key as `external_id` and looks it up first, so a retry after a timeout never creates a
 * second delivery. Refusals come back as `{ code, message }` and become messages or
 * CourierRejectedError; anything else (5xx, network) throws as an unknown outcome.
 */
export function makeUberDirectCourier(deps: UberDirectDeps): CourierPort {
  const http = deps.fetch ?? fetch;
  const now = deps.clock ?? (() => new Date());
  const accessToken = cachedAccessToken(async () => {
    const res = await http(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: deps.clientId,
        client_secret: await deps.clientSecret(),
        grant_type: 'client_credentials',
        scope: 'eats.deliveries',
      }).toString(),
    });
    if (!res.ok) throw new Error(`Uber Direct token request failed: ${res.status}`);
    return accessTokenAnswerSchema.parse(await res.json());
  }, now);

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await http(`${API}/${deps.customerId}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await res.json().catch(() => ({}));
    if (res.status >= 500) throw new Error(`Uber Direct ${method} ${path} failed: ${res.status}`);
    return { status: res.status, body: json };
  }

  function dispatchOf(d: UberDelivery, idempotencyKey: string, tipCents: number): CourierDispatch {
    return {
      provider: UBER_DIRECT,
      deliveryId: d.id,
      trackingCode: d.id,
      trackingUrl: d.tracking_url,
      status: statusOf(d.status),
      feeCents: d.fee,
      tipCents: d.tip ?? tipCents,
      pickupEta: d.pickup_eta,
      dropoffEta: d.dropoff_eta,
      createdAt: d.created,
      idempotencyKey,
    };
  }

  return {
    async quote(request) {
      const vehicle = vehicleFor(request.vehicle, request.parcels);
      if (!vehicle)
        return {
          quotes: [],
          messages: [
            {
              provider: UBER_DIRECT,
              code: 'vehicle.capacity',
              message: COURIER_MESSAGES.parcelTooBig(request.vehicle),
            },
          ],
        };
      const { status, body } = await call('POST', '/delivery_quotes', {
        pickup_address: addressOf(request.pickup),
        dropoff_address: addressOf(request.dropoff),
        pickup_ready_dt: request.pickupReadyAt,
        pickup_phone_number: request.pickup.phone,
        dropoff_phone_number: request.dropoff.phone,
        manifest_items: manifestOf(request),
      });
      if (status !== 200)
        return {
          quotes: [],
          messages: [
            {
              provider: UBER_DIRECT,
              code: String(body.code ?? status),
              message: String(body.message ?? 'Quote refused'),
            },
          ],
        };
      return {
        quotes: [
          {
            quoteId: body.id,
            provider: UBER_DIRECT,
            vehicle,
            feeCents: body.fee,
            currency: 'USD',
            distanceMiles: 0,
            pickupEta: new Date(Date.parse(body.created) + body.pickup_duration * 60_000).toISOString(),
            dropoffEta: body.dropoff_eta,
            expiresAt: body.expires,
          },
        ],
        messages: [],
      };
    },

    async dispatch(request) {
      const found = await call('GET', `/deliveries?external_id=${encodeURIComponent(request.idempotencyKey)}`);
      const existing = found.status === 200 ? (found.body.data as UberDelivery[] | undefined)?.[0] : undefined;
      if (existing) return dispatchOf(existing, request.idempotencyKey, request.tipCents);
      const { request: trip } = request;
      const { status, body } = await call('POST', '/deliveries', {
        quote_id: request.quoteId,
        external_id: request.idempotencyKey,
        pickup_name: trip.pickup.company || trip.pickup.name || 'Warehouse',
        pickup_address: addressOf(trip.pickup),
        pickup_phone_number: trip.pickup.phone,
        pickup_notes: request.pickupNotes ?? '',
        pickup_ready_dt: trip.pickupReadyAt,
        dropoff_name: trip.dropoff.name || trip.dropoff.company || 'Recipient',
        dropoff_address: addressOf(trip.dropoff),
        dropoff_phone_number: trip.dropoff.phone,
        dropoff_notes: request.dropoffNotes ?? '',
        dropoff_verification: request.signatureRequired ? { signature: true } : undefined,
        manifest_items: manifestOf(trip),
        manifest_reference: trip.reference,
        tip: request.tipCents,
      });
      if (status !== 200) {
        const code = String(body.code ?? status);
        const message =
          code === 'expired_quote' ? COURIER_MESSAGES.quoteExpired : String(body.message ?? 'Delivery refused');
        throw new CourierRejectedError(message, UBER_DIRECT, code === 'expired_quote' ? 'quote_expired' : code);
      }
      return dispatchOf(body as UberDelivery, request.idempotencyKey, request.tipCents);
    },

    async track(deliveryId) {
      const { status, body } = await call('GET', `/deliveries/${encodeURIComponent(deliveryId)}`);
      if (status !== 200)
        throw new CourierRejectedError(String(body.message ?? 'Delivery not found'), UBER_DIRECT, body.code);
      const current = statusOf(body.status);
      return {
        deliveryId,
        status: current,
        dropoffEta: body.dropoff_eta,
        events: [
          { status: current, at: String(body.updated ?? body.created), message: COURIER_STATUS_MESSAGES[current] },
        ],
      };
    },

    async cancel(deliveryId) {
      const { status, body } = await call('POST', `/deliveries/${encodeURIComponent(deliveryId)}/cancel`, {});
      if (status === 200) return 'canceled';
      if (body.code === 'noncancelable_delivery') return 'too_late';
      throw new CourierRejectedError(String(body.message ?? 'Cancel refused'), UBER_DIRECT, body.code);
    },
  };
}
