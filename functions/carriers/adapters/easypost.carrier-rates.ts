import type * as z from 'zod';
import type { PostalAddress } from '#domain/address/postal-address';
import type { CarrierMessage, RateQuote, RateRequest } from '#domain/carriers/carrier.models';
import { isCarrierCode } from '#domain/carriers/carrier-services.constants';
import type { CarrierRates } from '#domain/carriers/ports';
import { addDays } from '#domain/dates/zoned-time.rules';
import { fromPounds } from '#domain/units/units.rules';
import type { EasyPostClient, EasyPostResponse } from '#lib/easypost-client';
import { describe, easyPostRateSchema, makeEasyPostShipments } from './easypost.shipment';

const EASYPOST_SOURCE = 'EasyPost';

/** Live rating without Shipdeck's own EasyPost carrier accounts configured (EASYPOST_CARRIER_ACCOUNTS). */
export const CARRIER_ACCOUNTS_UNSET =
  "Shipdeck's EasyPost carrier accounts are not configured (EASYPOST_CARRIER_ACCOUNTS): no rates are asked for.";

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

/**
 * EasyPost's rating on its own (create a Shipment, read its rates), so the rate routes bundle no
 * buying, label download, tracking or refunds; makeEasyPostCarrier answers rates through it.
 * `platformCarrierAccounts` undefined names no account of Shipdeck's (tests), an empty list asks nothing.
 */
export function makeEasyPostCarrierRates(
  client: EasyPostClient,
  platformCarrierAccounts: readonly string[] | undefined,
): CarrierRates {
  const { parseShipment } = makeEasyPostShipments(client);
  return {
    async rate(request) {
      const carrierMessages = (code: string, message: string): CarrierMessage[] => [
        { carrier: EASYPOST_SOURCE, code, message },
      ];
      // Live wiring names the accounts (an array, maybe empty): with none to name, EasyPost would
      // rate every account on the user, other merchants' own among them, so nothing is asked.
      const named = platformCarrierAccounts;
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
          json: toEasyPostShipment(request, request.reference, platformCarrierAccounts),
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
  };
}
