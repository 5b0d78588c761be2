import type { PostalAddress } from '#domain/address/postal-address';
import type { LabelRenderer, PurchasedLabel, TrackingResult } from '#domain/carriers/carrier.models';
import { findCarrierService, type CarrierService } from '#domain/carriers/carrier-services.constants';
import {
  CarrierRejectedError,
  type CarrierPort,
  type SandboxCarrierLedger,
  type SandboxShipmentRecord,
  type SandboxTracking,
  type SandboxTrackingSource,
} from '#domain/carriers/ports';
import { simulatedNow } from '#domain/carriers/sandbox-clock.rules';
import { isGroundService, ownAccountQuote, quoteCostCents, rateCarrier } from '#domain/carriers/sandbox-rating.rules';
import type { SandboxTariffs } from '#domain/carriers/sandbox-tariff.models';
import {
  sandboxJourneyOutcome,
  trackingAt,
  type SandboxJourney,
  type TrackingPlace,
} from '#domain/carriers/sandbox-tracking.rules';
import { stableHashHex } from '#domain/carriers/stable-hash.rules';
import { mintTrackingNumber, trackingUrl } from '#domain/carriers/tracking-number.rules';
import { zip3Of, type Zip3Centroid } from '#domain/carriers/zone.rules';
import { makeSandboxCarrierRates, sandboxRatingContext } from './sandbox.carrier-rates';
import { makeSandboxCarrierRefunds } from './sandbox.carrier-refunds';

export { DEFAULT_REFUND_DELAY_MS } from './sandbox.carrier-refunds';

export interface SandboxCarrierDeps {
  ledger: SandboxCarrierLedger;
  renderer: LabelRenderer;
  clock?: () => Date;
  /** Same seed, same quotes, rate ids and tracking numbers. */
  seed?: string;
  /** How long a submitted refund takes to settle. */
  refundDelayMs?: number;
  tariffs?: SandboxTariffs;
  zip3?: (zip3: string) => Zip3Centroid | undefined;
  /** How many times faster than real time journeys run (sandbox-clock.rules.ts); 1 when absent. */
  trackingSpeed?: number;
}

export type SandboxCarriers = CarrierPort & SandboxTrackingSource;

/**
 * UPS, FedEx, USPS and UPS SurePost as the local default behind the CarrierPort: real-looking
 * rates from the sandbox tariffs, labels with valid tracking numbers, refunds that settle after a
 * delay and tracking that moves with the clock. Everything it sold is kept in the ledger.
 */
export function makeSandboxCarriers(deps: SandboxCarrierDeps): SandboxCarriers {
  const clock = deps.clock ?? (() => new Date());
  const seed = deps.seed ?? 'shipdeck-sandbox';
  const refunds = makeSandboxCarrierRefunds({ ledger: deps.ledger, clock, refundDelayMs: deps.refundDelayMs });
  const trackingSpeed = deps.trackingSpeed ?? 1;
  const ctx = sandboxRatingContext({ tariffs: deps.tariffs, zip3: deps.zip3, seed });
  const rates = makeSandboxCarrierRates(ctx);
  const { ledger, renderer } = deps;

  const placeOf = (a: PostalAddress): TrackingPlace => {
    const z3 = a.country.toUpperCase() === 'US' || a.country.toUpperCase() === 'PR' ? zip3Of(a.zip) : undefined;
    const c = z3 ? ctx.zip3(z3) : undefined;
    return { city: a.city, state: a.state, country: a.country, zip: a.zip, ...(c ? { lat: c[0], lon: c[1] } : {}) };
  };

  const journeyOf = (r: SandboxShipmentRecord, svc: CarrierService): SandboxJourney => ({
    carrier: r.label.carrier,
    calendar: svc,
    saturdayDelivery: r.saturdayDelivery,
    air: !isGroundService(svc),
    purchasedAt: r.label.purchasedAt,
    shipDate: r.renderInput.shipDate,
    estimatedDeliveryDate: r.estimatedDeliveryDate,
    from: placeOf(r.renderInput.from),
    to: placeOf(r.renderInput.to),
    voided: r.refund !== undefined && settledRefund(r) === 'refunded',
    outcome: sandboxJourneyOutcome(r.trackingCode, r.renderInput.to, seed),
  });

  /** The label's tracking at `now` on the accelerated clock; one answer for track() and the webhook emitter. */
  const trackingOf = (r: SandboxShipmentRecord, now: Date): SandboxTracking => {
    const svc = findCarrierService(r.label.carrier, r.label.service);
    if (!svc) return { trackingCode: r.trackingCode, status: 'unknown', events: [], final: true };
    const { status, events, final } = trackingAt(
      journeyOf(r, svc),
      simulatedNow(r.label.purchasedAt, now, trackingSpeed),
    );
    return { trackingCode: r.trackingCode, status, estimatedDeliveryDate: r.estimatedDeliveryDate, events, final };
  };

  const { settledRefund } = refunds;

  const labelOf = async (r: SandboxShipmentRecord): Promise<PurchasedLabel> => ({
    ...r.label,
    documents: await renderer(r.renderInput),
  });

  return {
    rate: rates.rate,

    async buy({ idempotencyKey, request, quote }) {
      const existing = await ledger.getByKey(idempotencyKey);
      if (existing) return labelOf(existing);
      const svc = findCarrierService(quote.carrier, quote.service);
      if (!svc)
        throw new CarrierRejectedError(`${quote.carrier} has no service ${quote.service}`, quote.carrier, 'service');
      const rated = rateCarrier(request, svc.carrier, ctx);
      const fresh = rated.quotes.find((q) => q.service === svc.service);
      if (!fresh) {
        const why = rated.messages.find((m) => m.service === svc.service || m.service === undefined);
        throw new CarrierRejectedError(
          why?.message ?? `${svc.name} cannot carry this shipment`,
          svc.carrier,
          why?.code,
        );
      }
      const trackingCode = mintTrackingNumber(svc.carrier, svc.service, idempotencyKey, seed);
      const record: SandboxShipmentRecord = {
        idempotencyKey,
        trackingCode,
        label: {
          carrier: svc.carrier,
          service: svc.service,
          trackingCode,
          trackingUrl: trackingUrl(svc.carrier, trackingCode),
          carrierShipmentId: `shp_${stableHashHex(`${seed}|${idempotencyKey}`).slice(0, 24)}`,
          costCents: quoteCostCents(quote.carrierAccountId ? ownAccountQuote(fresh, quote.carrierAccountId) : fresh),
          purchasedAt: clock().toISOString(),
          idempotencyKey,
        },
        renderInput: {
          carrier: svc.carrier,
          service: svc.service,
          serviceName: svc.name,
          trackingCode,
          from: request.from,
          to: request.to,
          // A label is one parcel; a multi-parcel request prints its first parcel's details.
          parcel: request.parcels[0],
          billableWeightLb: fresh.billableWeightLb,
          shipDate: request.shipDate,
          ...(request.reference !== undefined ? { reference: request.reference } : {}),
          ...(fresh.zone !== undefined ? { zone: fresh.zone } : {}),
          options: request.options,
          ...(request.customs ? { customs: request.customs } : {}),
          sandbox: true,
        },
        estimatedDeliveryDate: fresh.estimatedDeliveryDate,
        transitDays: fresh.transitDays,
        saturdayDelivery: request.options.some((o) => o.kind === 'saturday_delivery'),
      };
      // A concurrent purchase with the same key may have won: the ledger answers the one it kept.
      return labelOf(await ledger.create(record));
    },

    async findLabel(idempotencyKey) {
      const r = await ledger.getByKey(idempotencyKey);
      return r ? labelOf(r) : undefined;
    },

    refund: refunds.refund,
    refundStatus: refunds.refundStatus,

    async track(carrier, trackingCode): Promise<TrackingResult> {
      const r = await ledger.getByTrackingCode(trackingCode);
      if (!r || r.label.carrier !== carrier) return { trackingCode, status: 'unknown', events: [] };
      const { final: _final, ...result } = trackingOf(r, clock());
      return result;
    },

    trackingOf,
  };
}
