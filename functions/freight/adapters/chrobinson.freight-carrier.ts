import * as z from 'zod';
import { FREIGHT_ACCESSORIAL_CODES as C } from '#domain/constants/freight.constants';
import { LOAD_TYPE_INFO } from '#domain/freight/freight-load.rules';
import { accessorialName, chargedAccessorials } from '#domain/freight/freight-accessorial.rules';
import type {
  FreightAccessorialLine,
  FreightCarrierResult,
  FreightQuoteRequest,
  FreightStop,
  LtlQuote,
} from '#domain/freight/freight.models';
import type { FreightAccessorialCode, LoadType } from '#domain/freight/freight.schema';
import type { FreightCarrierPort } from '#domain/freight/ports';
import { ServiceUnavailableError } from '#lib/errors';
import { accessTokenAnswerSchema, cachedAccessToken } from '#lib/http/client-credentials-token';

/**
 * C.H. Robinson Navisphere's LTL quote API: an OAuth client-credentials token
 * (`POST /v1/oauth/token`, valid 24 h), then `POST /v1/quotes` with the handling units, the
 * temperature type, the stops' special requirements and optional accessorial codes. It answers
 * `quoteSummaries[]`, one per carrier of its panel, in dollars; they are mapped to LtlQuote in cents.
 */
export const CHR_API_BASE = 'https://api.navisphere.com';
export const CHR_AUDIENCE = 'https://inavisphere.chrobinson.com';
export const CHR_TIMEOUT_MS = 8_000;

/** The credentials secret: `{"clientId","clientSecret","customerCode"}` (the customer code names the merchant's CHR account). */
export const chrCredentialsSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  customerCode: z.string().min(1),
});
export type ChrCredentials = z.output<typeof chrCredentialsSchema>;

const TEMPERATURE_TYPE: Readonly<Record<LoadType, string>> = {
  Dry: 'Dry',
  Refrigerated: 'Refrigerated',
  Frozen: 'Frozen',
  ProtectFromFreeze: 'Protect',
};

/** Accessorials CHR takes as a stop's special requirement. */
const DESTINATION_REQUIREMENT: Partial<Record<FreightAccessorialCode, string>> = {
  [C.liftGateDelivery]: 'liftGate',
  [C.residentialDelivery]: 'residentialNonCommercial',
  [C.insideDelivery]: 'insideDelivery',
  [C.appointmentDelivery]: 'appointmentNotification',
};
const ORIGIN_REQUIREMENT: Partial<Record<FreightAccessorialCode, string>> = {
  [C.appointmentPickup]: 'appointmentNotification',
};
/** Accessorials CHR takes from its optional code list, and the rate codes it charges them under. */
const OPTIONAL_ACCESSORIAL: Partial<Record<FreightAccessorialCode, string>> = {
  [C.notifyPriorToArrival]: 'NOTIFY',
  [C.sortAndSegregate]: 'SORTSEG',
  [C.protectFromFreeze]: 'PFZ',
};
/** CHR rate codes → the spec's accessorial codes, for the quote's accessorial lines. */
const RATE_CODE_ACCESSORIAL: Readonly<Record<string, FreightAccessorialCode>> = {
  LGD: C.liftGateDelivery,
  RES: C.residentialDelivery,
  IDL: C.insideDelivery,
  APPT: C.appointmentDelivery,
  APPTPU: C.appointmentPickup,
  NOTIFY: C.notifyPriorToArrival,
  SORTSEG: C.sortAndSegregate,
  PFZ: C.protectFromFreeze,
};

function stopBody(stop: FreightStop, requirements: string[]) {
  return {
    address1: stop.street,
    city: stop.city,
    stateProvinceCode: stop.state,
    postalCode: stop.zip,
    countryCode: 'US',
    specialRequirement: Object.fromEntries(requirements.map((r) => [r, true])),
  };
}

/** The request body of `POST /v1/quotes`. */
export function chrQuoteBody(request: FreightQuoteRequest, customerCode: string) {
  const codes = chargedAccessorials(request);
  const pick = (map: Partial<Record<FreightAccessorialCode, string>>) =>
    codes.flatMap((c) => (map[c] ? [map[c]!] : []));
  const band = LOAD_TYPE_INFO[request.loadType].temperatureF;
  return {
    customerCode,
    shipDate: `${request.pickupDate}T08:00:00`,
    transportModes: [{ mode: 'LTL', equipments: [{ equipmentType: LOAD_TYPE_INFO[request.loadType].equipment }] }],
    temperatureType: TEMPERATURE_TYPE[request.loadType],
    ...(band ? { requiredTemperatureLow: band.low, requiredTemperatureHigh: band.high, temperatureUom: 'F' } : {}),
    origin: stopBody(request.origin, pick(ORIGIN_REQUIREMENT)),
    destination: stopBody(request.destination, pick(DESTINATION_REQUIREMENT)),
    optionalAccessorials: pick(OPTIONAL_ACCESSORIAL),
    items: request.units.map((u) => ({
      description: u.commodity,
      freightClass: Number(u.freightClass),
      actualWeight: u.weightLb * u.pallets,
      weightUnit: 'Pounds',
      length: u.lengthIn,
      width: u.widthIn,
      height: u.heightIn,
      linearUnit: 'Inches',
      pallets: u.pallets,
      pieces: u.pieces,
      packagingType: u.packageType,
      ...(u.nmfc ? { nationalMotorFreightClass: u.nmfc } : {}),
      isStackable: u.stackable,
      isHazardous: u.hazmat,
      ...(request.valueOfGoodsCents > 0 ? { insuranceValue: request.valueOfGoodsCents / 100 } : {}),
    })),
  };
}

const money = z.number().finite().nonnegative();
export const chrQuoteResponseSchema = z.object({
  quoteSummaries: z
    .array(
      z.object({
        quoteId: z.union([z.string(), z.number()]).transform(String),
        carrier: z.object({ name: z.string(), scac: z.string(), code: z.string().optional() }),
        totalCharge: money,
        totalFreightCharge: money,
        totalAccessorialCharge: money,
        quoteExpirationDate: z.string(),
        transit: z.object({ minimumTransitDays: z.number().int(), maximumTransitDays: z.number().int() }),
        rates: z
          .array(z.object({ rateCode: z.string(), totalRate: money, isOptional: z.boolean().optional() }))
          .default([]),
      }),
    )
    .default([]),
  errors: z.array(z.object({ message: z.string() })).default([]),
});

const cents = (dollars: number) => Math.round(dollars * 100);

/** CHR's expiry reads as UTC when it carries no zone. */
function isoInstant(value: string): string {
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`;
  const d = new Date(withZone);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function ltlQuotesOf(body: z.output<typeof chrQuoteResponseSchema>): LtlQuote[] {
  return body.quoteSummaries.map((q) => {
    const lines: FreightAccessorialLine[] = q.rates.flatMap((r) => {
      const code = RATE_CODE_ACCESSORIAL[r.rateCode];
      return code ? [{ code, name: accessorialName(code), cents: cents(r.totalRate) }] : [];
    });
    return {
      quoteId: q.quoteId,
      carrierName: q.carrier.name,
      scac: q.carrier.scac,
      totalCents: cents(q.totalCharge),
      freightCents: cents(q.totalFreightCharge),
      accessorialCents: cents(q.totalAccessorialCharge),
      accessorialLines: lines,
      transitDaysMin: q.transit.minimumTransitDays,
      transitDaysMax: Math.max(q.transit.minimumTransitDays, q.transit.maximumTransitDays),
      expiresAt: isoInstant(q.quoteExpirationDate),
    };
  });
}

export interface ChrFreightCarrierDeps {
  /** The credentials secret's JSON, or how to read it. */
  credentials: () => Promise<string>;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  clock?: () => Date;
}

export const CHR_NAME = 'C.H. Robinson';

export function makeChrFreightCarrier(deps: ChrFreightCarrierDeps): FreightCarrierPort {
  const send = deps.fetch ?? fetch;
  const base = deps.baseUrl ?? CHR_API_BASE;
  const timeoutMs = deps.timeoutMs ?? CHR_TIMEOUT_MS;
  const now = deps.clock ?? (() => new Date());

  async function credentials(): Promise<ChrCredentials> {
    return chrCredentialsSchema.parse(JSON.parse(await deps.credentials()));
  }

  // One token per warm container; the credentials are read again only when it is renewed.
  const accessToken = cachedAccessToken(async () => {
    const creds = await credentials();
    const response = await send(`${base}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
        audience: CHR_AUDIENCE,
        grant_type: 'client_credentials',
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`token ${response.status}`);
    return accessTokenAnswerSchema.parse(await response.json());
  }, now);

  const failed = (detail: string): FreightCarrierResult => ({
    carrierName: CHR_NAME,
    quotes: [],
    messages: [`${CHR_NAME} could not quote: ${detail}`],
  });

  return {
    name: CHR_NAME,
    async quote(request) {
      try {
        const creds = await credentials();
        const response = await send(`${base}/v1/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body: JSON.stringify(chrQuoteBody(request, creds.customerCode)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const parsed = chrQuoteResponseSchema.safeParse(await response.json().catch(() => ({})));
        if (!parsed.success) return failed(`unreadable answer (${response.status})`);
        if (!response.ok) return failed(parsed.data.errors.map((e) => e.message).join('; ') || String(response.status));
        return { carrierName: CHR_NAME, quotes: ltlQuotesOf(parsed.data), messages: [] };
      } catch (e) {
        return failed(e instanceof Error ? e.message : String(e));
      }
    },
    async book() {
      throw new ServiceUnavailableError(`${CHR_NAME} booking is not available yet.`);
    },
    async track() {
      throw new ServiceUnavailableError(`${CHR_NAME} tracking is not available yet.`);
    },
  };
}
