import * as z from 'zod';
import type { PostalAddress } from '#domain/address/postal-address';
import type {
  BuyRequest,
  CarrierMessage,
  CarrierTrackingEvent,
  LabelDocument,
  PurchasedLabel,
  RateQuote,
  RateRequest,
  TrackingLocation,
  TrackingResult,
} from '#domain/carriers/carrier.models';
import { isCarrierCode } from '#domain/carriers/carrier-services.constants';
import { LABEL_CONTENT_TYPES } from '#domain/carriers/label.rules';
import { CarrierRejectedError, type CarrierPort } from '#domain/carriers/ports';
import { addDays } from '#domain/dates/zoned-time.rules';
import { fromPounds } from '#domain/units/units.rules';
import {
  makeEasyPostClient,
  type EasyPostClient,
  type EasyPostClientOptions,
  type EasyPostResponse,
} from '#lib/easypost-client';
import { makeEasyPostCarrierRefunds } from './easypost.carrier-refunds';
import {
  describe,
  easyPostRateSchema,
  makeEasyPostShipments,
  refused,
  text,
  type EasyPostShipment,
} from './easypost.shipment';

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

const EASYPOST_SOURCE = 'EasyPost';

/** Live rating without Shipdeck's own EasyPost carrier accounts configured (EASYPOST_CARRIER_ACCOUNTS). */
export const CARRIER_ACCOUNTS_UNSET =
  "Shipdeck's EasyPost carrier accounts are not configured (EASYPOST_CARRIER_ACCOUNTS): no rates are asked for.";

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

/** EasyPost weights are ounces, to one decimal (1 lb = 16 oz, orders §9). */
export function ounces(weightLb: number): number {
  return Math.max(0.1, Math.round(fromPounds(weightLb, 'oz') * 10) / 10);
}

/** The internal address in EasyPost's wire format (its Address object). */
function toEasyPostAddress(a: PostalAddress) {
  return {
    name: a.name,
    company: a.company,
    street1: a.street1,
    street2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone,
    email: a.email,
    residential: a.residential,
  };
}

/** The `shipment` body of POST /v2/shipments: one parcel, options, customs, reference. */
export function toEasyPostShipment(
  request: RateRequest,
  reference: string | undefined,
  platformCarrierAccounts: readonly string[] = [],
) {
  // Naming the accounts keeps any other account on the EasyPost user (another merchant's) out.
  const carrierAccounts = [...platformCarrierAccounts, ...(request.ownAccounts ?? []).map((a) => a.reference)];
  const [parcel] = request.parcels;
  const options: Record<string, unknown> = {
    label_format: 'PDF',
    // Noon UTC: the merchant's ship date stays the same date in every US time zone.
    label_date: `${request.shipDate}T12:00:00Z`,
  };
  // The order number on the label, whatever the reference holds.
  if (request.reference) options.print_custom_1 = request.reference;
  for (const option of request.options) {
    switch (option.kind) {
      case 'dry_ice':
        options.dry_ice = true;
        options.dry_ice_weight = String(ounces(option.weightLb));
        options.dry_ice_medical = 'false';
        break;
      case 'saturday_delivery':
        options.saturday_delivery = true;
        break;
      case 'delivery_confirmation':
        options.delivery_confirmation = option.level === 'adult_signature' ? 'ADULT_SIGNATURE' : 'SIGNATURE';
        break;
      case 'carbon_neutral':
        options.carbon_neutral = true;
        break;
      // Insurance is bought with the label (the buy body); hazmat needs a class EasyPost's option
      // takes and the model does not carry, so the carrier is not told here.
      case 'insurance':
      case 'hazmat':
        break;
    }
  }
  const customs = request.customs;
  return {
    shipment: {
      ...(reference ? { reference } : {}),
      ...(carrierAccounts.length > 0 ? { carrier_accounts: carrierAccounts } : {}),
      to_address: toEasyPostAddress(request.to),
      from_address: toEasyPostAddress(request.from),
      parcel: {
        length: parcel.lengthIn,
        width: parcel.widthIn,
        height: parcel.heightIn,
        weight: ounces(parcel.weightLb),
      },
      options,
      ...(customs
        ? {
            customs_info: {
              contents_type: customs.contentType,
              non_delivery_option: customs.nonDelivery,
              customs_certify: true,
              customs_signer: request.from.name ?? request.from.company,
              // No EEI filing needed under $2,500 per Schedule B number (15 CFR 30.37(a)).
              eel_pfc: 'NOEEI 30.37(a)',
              customs_items: customs.items.map((item) => ({
                description: item.description,
                quantity: item.quantity,
                value: (item.valueCents / 100).toFixed(2),
                weight: ounces(item.weightLb),
                hs_tariff_number: item.htsCode,
                origin_country: item.countryOfOrigin,
              })),
            },
          }
        : {}),
    },
  };
}

/** YYYY-MM-DD plus calendar days (EasyPost's estimate when it gives days but no date). */
function calendarDaysAfter(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const d = addDays({ year, month, day }, days);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

function toQuote(rate: z.output<typeof easyPostRateSchema>, request: RateRequest): RateQuote | undefined {
  if (!isCarrierCode(rate.carrier) || rate.rate === undefined) return undefined;
  const own = rate.carrier_account_id
    ? request.ownAccounts?.find((a) => a.reference === rate.carrier_account_id)
    : undefined;
  const transitDays = rate.delivery_days ?? rate.est_delivery_days ?? undefined;
  const estimated =
    rate.delivery_date?.slice(0, 10) ??
    (transitDays === undefined ? request.shipDate : calendarDaysAfter(request.shipDate, transitDays));
  return {
    rateId: rate.id,
    ...(rate.shipment_id ? { carrierShipmentId: rate.shipment_id } : {}),
    carrier: rate.carrier,
    service: rate.service,
    ...(own ? { carrierAccountId: own.carrierAccountId } : {}),
    // EasyPost answers one total per rate: it is the base line; markups are added by the rate rules.
    charges: [{ kind: 'base', label: 'Postage', costCents: rate.rate, sellCents: rate.rate }],
    listCents: rate.list_rate ?? rate.retail_rate ?? rate.rate,
    // Carriers bill whole pounds; EasyPost does not report the billed (dimensional) weight.
    billableWeightLb: Math.ceil(request.parcels.reduce((sum, p) => sum + p.weightLb, 0)),
    transitDays: transitDays ?? 0,
    estimatedDeliveryDate: estimated,
  };
}

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
    async rate(request) {
      const carrierMessages = (code: string, message: string): CarrierMessage[] => [
        { carrier: EASYPOST_SOURCE, code, message },
      ];
      // Live wiring names the accounts (an array, maybe empty): with none to name, EasyPost would
      // rate every account on the user, other merchants' own among them, so nothing is asked.
      const named = options.platformCarrierAccounts;
      if (named && named.length === 0 && (request.ownAccounts ?? []).length === 0) {
        return { quotes: [], messages: carrierMessages('carrier_accounts', CARRIER_ACCOUNTS_UNSET) };
      }
      if (request.parcels.length !== 1) {
        return {
          quotes: [],
          messages: carrierMessages('parcels', 'EasyPost rates one parcel per shipment'),
        };
      }
      let response: EasyPostResponse;
      try {
        response = await client.request({
          method: 'POST',
          path: '/shipments',
          json: toEasyPostShipment(request, request.reference, options.platformCarrierAccounts),
        });
      } catch (err) {
        return { quotes: [], messages: carrierMessages('unavailable', (err as Error).message) };
      }
      if (!response.ok) {
        const { code, message } = describe(response);
        return { quotes: [], messages: carrierMessages(code, message) };
      }
      const shipment = parseShipment(response);
      return {
        quotes: shipment.rates
          .map((r) => toQuote({ ...r, shipment_id: r.shipment_id ?? shipment.id }, request))
          .filter((q): q is RateQuote => q !== undefined),
        messages: shipment.messages.map((m) => ({
          carrier: m.carrier ?? EASYPOST_SOURCE,
          ...(m.type ? { code: m.type } : {}),
          message: m.message ?? '',
        })),
      };
    },

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
