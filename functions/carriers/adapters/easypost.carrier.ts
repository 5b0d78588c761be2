import * as z from 'zod';
import type {
  BuyRequest,
  CarrierTrackingEvent,
  LabelDocument,
  PurchasedLabel,
  TrackingLocation,
  TrackingResult,
} from '#domain/carriers/carrier.models';
import { isCarrierCode } from '#domain/carriers/carrier-services.constants';
import { LABEL_CONTENT_TYPES } from '#domain/carriers/label.rules';
import { CarrierRejectedError, type CarrierPort } from '#domain/carriers/ports';
import { makeEasyPostClient, type EasyPostClient, type EasyPostClientOptions } from '#lib/easypost-client';
import { makeEasyPostCarrierRates, toEasyPostShipment } from './easypost.carrier-rates';
import { makeEasyPostCarrierRefunds } from './easypost.carrier-refunds';
import { describe, makeEasyPostShipments, refused, text, type EasyPostShipment } from './easypost.shipment';

export { CARRIER_ACCOUNTS_UNSET, ounces, toEasyPostShipment } from './easypost.carrier-rates';

/**
 * The live carriers through EasyPost (REST v2): rate by creating a Shipment, buy one of its
 * rates, find a bought label by reference, refund, track. Tested against recorded responses in
 * test/fixtures/easypost/carrier; never called from tests.
 *
 * Idempotency: EasyPost does not document an `Idempotency-Key` header for buying (it is sent
 * anyway, harmless if ignored). What makes a retried purchase safe is the shipment's
 * `reference`: `buy` creates the shipment it buys with reference = the idempotency key, and
 * EasyPost accepts a reference in place of an id (`GET /v2/shipments/{reference}`), so `buy`
 * first looks the key up and answers the label already bought, and `findLabel` reads the same.
 */
export type EasyPostCarrierOptions = EasyPostClientOptions & {
  client?: EasyPostClient;
  /** Shipdeck's own carrier account ids: named on every rate request beside the merchant's own. */
  platformCarrierAccounts?: readonly string[];
};

const trackingDetailSchema = z.object({
  message: text,
  description: text,
  status: text,
  status_detail: text,
  datetime: text,
  source: text,
  tracking_location: z
    .object({ city: text, state: text, country: text, zip: text })
    .nullish()
    .transform((v) => v ?? undefined),
});

export const easyPostTrackerSchema = z.object({
  object: z.literal('Tracker'),
  tracking_code: z.string(),
  status: z.string(),
  est_delivery_date: text,
  tracking_details: z
    .array(trackingDetailSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export function makeEasyPostCarrier(options: EasyPostCarrierOptions): CarrierPort {
  const client = options.client ?? makeEasyPostClient(options);

  /** A request whose refusal means nothing was bought (CarrierRejectedError); anything else is an unknown outcome. */
  async function forPurchase(carrier: string, request: Parameters<EasyPostClient['request']>[0]) {
    const response = await client.request(request);
    if (response.ok) return parseShipment(response);
    const { code, message } = describe(response);
    if (refused(response.status)) throw new CarrierRejectedError(message, carrier, code);
    throw new Error(`EasyPost ${response.status} ${code}: ${message}`);
  }

  const { parseShipment, retrieve } = makeEasyPostShipments(client);
  const rates = makeEasyPostCarrierRates(client, options.platformCarrierAccounts);

  async function documents(shipment: EasyPostShipment): Promise<LabelDocument[]> {
    const pdfUrl = shipment.postage_label?.label_url;
    if (!pdfUrl) throw new Error(`EasyPost shipment ${shipment.id} has no label`);
    const docs: LabelDocument[] = [
      { format: 'pdf', contentType: LABEL_CONTENT_TYPES.pdf, body: await client.download(pdfUrl) },
    ];
    let zplUrl = shipment.postage_label?.label_zpl_url;
    try {
      if (!zplUrl) {
        // EasyPost converts a bought label on request: GET /v2/shipments/{id}/label?file_format=ZPL.
        const converted = await client.request({
          method: 'GET',
          path: `/shipments/${shipment.id}/label`,
          query: { file_format: 'ZPL' },
        });
        zplUrl = converted.ok ? parseShipment(converted).postage_label?.label_zpl_url : undefined;
      }
      if (zplUrl)
        docs.push({ format: 'zpl', contentType: LABEL_CONTENT_TYPES.zpl, body: await client.download(zplUrl) });
    } catch {
      // The label is bought and its PDF in hand: a thermal copy that cannot be had now does not fail the purchase.
    }
    return docs;
  }

  async function toPurchased(shipment: EasyPostShipment, idempotencyKey: string): Promise<PurchasedLabel> {
    const rate = shipment.selected_rate;
    if (!rate || !shipment.tracking_code || !isCarrierCode(rate.carrier)) {
      throw new Error(`EasyPost shipment ${shipment.id} is not a bought label of a known carrier`);
    }
    return {
      carrier: rate.carrier,
      service: rate.service,
      trackingCode: shipment.tracking_code,
      trackingUrl: shipment.tracker?.public_url ?? '',
      carrierShipmentId: shipment.id,
      costCents: rate.rate ?? 0,
      documents: await documents(shipment),
      purchasedAt:
        shipment.postage_label?.created_at ?? shipment.updated_at ?? shipment.created_at ?? new Date().toISOString(),
      idempotencyKey,
    };
  }

  const bought = (s: EasyPostShipment | undefined): s is EasyPostShipment =>
    Boolean(s?.tracking_code && s.postage_label?.label_url && s.selected_rate);

  return {
    rate: rates.rate,

    async buy({ idempotencyKey, request, quote }: BuyRequest) {
      const existing = await retrieve(idempotencyKey);
      if (bought(existing)) return toPurchased(existing, idempotencyKey);
      const shipment =
        existing ??
        (await forPurchase(quote.carrier, {
          method: 'POST',
          path: '/shipments',
          json: toEasyPostShipment(request, idempotencyKey, options.platformCarrierAccounts),
        }));
      const rate = shipment.rates.find((r) => r.carrier === quote.carrier && r.service === quote.service);
      if (!rate) {
        throw new CarrierRejectedError(
          `${quote.carrier} ${quote.service} is not offered for this shipment any more`,
          quote.carrier,
          'rate.unavailable',
        );
      }
      const insurance = request.options.find((o) => o.kind === 'insurance');
      const purchased = await forPurchase(quote.carrier, {
        method: 'POST',
        path: `/shipments/${shipment.id}/buy`,
        headers: { 'idempotency-key': idempotencyKey },
        json: {
          rate: { id: rate.id },
          ...(insurance?.kind === 'insurance' ? { insurance: (insurance.amountCents / 100).toFixed(2) } : {}),
        },
      });
      return toPurchased(purchased, idempotencyKey);
    },

    async findLabel(idempotencyKey) {
      const shipment = await retrieve(idempotencyKey);
      return bought(shipment) ? toPurchased(shipment, idempotencyKey) : undefined;
    },

    ...makeEasyPostCarrierRefunds(client),

    async track(carrier, trackingCode) {
      const response = await client.request({
        method: 'POST',
        path: '/trackers',
        // SurePost parcels carry a 1Z number that EasyPost tracks under UPS.
        json: { tracker: { tracking_code: trackingCode, carrier: carrier === 'UPSSurePost' ? 'UPS' : carrier } },
      });
      if (!response.ok) {
        const { code, message } = describe(response);
        throw new Error(`EasyPost ${response.status} ${code}: ${message}`);
      }
      const parsed = easyPostTrackerSchema.safeParse(response.body);
      if (!parsed.success) throw new Error(`EasyPost ${response.status}: unexpected tracker shape`);
      return toTrackingResult(parsed.data);
    },
  };
}

/** A location with at least one known part; EasyPost sends all-null locations for events without a place. */
function locationOf(location: z.output<typeof trackingDetailSchema>['tracking_location']) {
  const known = Object.fromEntries(Object.entries(location ?? {}).filter(([, v]) => v !== undefined));
  return Object.keys(known).length > 0 ? { tracking_location: known as TrackingLocation } : {};
}

function toTrackingResult(tracker: z.output<typeof easyPostTrackerSchema>): TrackingResult {
  const events: CarrierTrackingEvent[] = tracker.tracking_details.map((d) => ({
    message: d.message ?? '',
    ...(d.description ? { description: d.description } : {}),
    status: d.status ?? tracker.status,
    ...(d.status_detail ? { status_detail: d.status_detail } : {}),
    datetime: d.datetime ?? '',
    ...(d.source ? { source: d.source } : {}),
    ...locationOf(d.tracking_location),
  }));
  return {
    trackingCode: tracker.tracking_code,
    status: tracker.status,
    ...(tracker.est_delivery_date ? { estimatedDeliveryDate: tracker.est_delivery_date.slice(0, 10) } : {}),
    events,
  };
}
