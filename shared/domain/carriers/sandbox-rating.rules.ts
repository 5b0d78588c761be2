import { hasPoBox } from '../address/address-classification.rules';
import { OUR_MESSAGES } from '../validation/messages';
import { isSurepostService, surepostIssues } from '../shipments/surepost.rules';
import { billableWeightLb, billableWeightOz } from './billable-weight.rules';
import type {
  CarrierMessage,
  CarrierParcel,
  ChargeKind,
  ChargeLine,
  RateQuote,
  RateRequest,
  RateResult,
  ShipmentOption,
} from './carrier.models';
import { CARRIER_CODES, CARRIER_SERVICES, type CarrierCode, type CarrierService } from './carrier-services.constants';
import type { CarrierSurcharges, GroundAir, RateSheetService, SandboxTariffs } from './sandbox-tariff.models';
import { stableHashHex, stableStringify } from './stable-hash.rules';
import { estimatedDeliveryDate, transitDaysFor } from './transit.rules';
import { isNonContiguous, laneZone, zip3Of, type Zip3Centroid } from './zone.rules';

/**
 * The sandbox carriers' rating: for a RateRequest, a quote per service each carrier can carry the
 * parcel with, and a CarrierMessage (never an exception) for each service or carrier that cannot.
 * `costCents` of a line is what the carrier charges Shipdeck (its daily rate: a discount off the
 * retail base, fuel on the discounted transportation charges, accessorials at their published
 * price); `sellCents` equals it here, since markups and the platform fee belong to the rate shop.
 */

/** Orders §9: max weight 150 lb, max dimension 108 in, international dry ice 5.5 lb. */
export const MAX_PARCEL_WEIGHT_LB = 150;
export const MAX_PARCEL_DIMENSION_IN = 108;
export const MAX_INTERNATIONAL_DRY_ICE_LB = 5.5;
/** Orders §9 supported countries. */
export const SUPPORTED_DESTINATIONS = ['US', 'CA', 'PR', 'GB'] as const;
/** Under 1 lb: up to 15.99 oz. */
export const SUREPOST_UNDER_1LB_MAX_LB = 1;

export interface SandboxRatingContext {
  tariffs: SandboxTariffs;
  /** The ZIP3 centroid table (functions/carriers/data/zip3-centroids.json). */
  zip3: (zip3: string) => Zip3Centroid | undefined;
  seed: string;
}

/** Carrier message texts, worded so the shared rewriting and error location file them right (orders §8). */
export const CARRIER_MESSAGE_TEXT = {
  weightOver: (lb: number, max: number, who: string) =>
    `Parcel weight ${round2(lb)} lb exceeds the ${who} maximum of ${max} lb`,
  dimensionOver: (inches: number) =>
    `Parcel length ${round2(inches)} in exceeds the maximum dimension of ${MAX_PARCEL_DIMENSION_IN} in`,
  internationalDryIce: (lb: number) =>
    `Dry ice weight ${round2(lb)} lb exceeds the ${MAX_INTERNATIONAL_DRY_ICE_LB} lb allowed on international shipments`,
  unsupportedCountry: (country: string) =>
    `Ship to country ${country} is not served: destinations are US, CA, PR and GB`,
  originNotUs: (country: string) => `Ship from country ${country} is not supported: shipments must originate in the US`,
  unknownToZip: (zip: string) => `Ship to postal code ${zip} is not a known US ZIP code`,
  unknownFromZip: (zip: string) => `Ship from postal code ${zip} is not a known US ZIP code`,
  poBox: (carrier: string) => `Ship to address is a PO Box: ${carrier} does not deliver to PO Boxes`,
  notServed: (where: string, serviceName: string) => `Ship to ${where} is not served by ${serviceName}`,
  saturday: (serviceName: string) => `Saturday delivery is not offered on ${serviceName}`,
  surepostUnder1Lb: (lb: number) =>
    `Surepost Under 1 lb weight must be under 1 lb, the parcel weight is ${round2(lb)} lb`,
} as const;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const hasOption = <K extends ShipmentOption['kind']>(options: readonly ShipmentOption[], kind: K) =>
  options.find((o): o is Extract<ShipmentOption, { kind: K }> => o.kind === kind);

/** Ground-network services pay ground fuel and accessorials; every other service the air ones. */
export function isGroundService(svc: CarrierService): boolean {
  return svc.level === 'ground' || svc.carrier === 'UPSSurePost';
}

const pick = (g: GroundAir, ground: boolean) => (ground ? g.ground : g.air);

/** Destination country as the carriers see it: a US address in Puerto Rico is Puerto Rico. */
function destinationCountry(req: RateRequest): string {
  const c = req.to.country.trim().toUpperCase();
  return c === 'US' && req.to.state.trim().toUpperCase() === 'PR' ? 'PR' : c;
}

interface Lane {
  country: string;
  domestic: boolean;
  from?: Zip3Centroid;
  to?: Zip3Centroid;
}

/** Issues of the whole request: every carrier answers them alike. */
function requestIssues(req: RateRequest, lane: Lane): Omit<CarrierMessage, 'carrier'>[] {
  const out: Omit<CarrierMessage, 'carrier'>[] = [];
  const from = req.from.country.trim().toUpperCase();
  if (from !== 'US') out.push({ code: 'origin.country', message: CARRIER_MESSAGE_TEXT.originNotUs(from) });
  if (!(SUPPORTED_DESTINATIONS as readonly string[]).includes(lane.country))
    out.push({ code: 'destination.country', message: CARRIER_MESSAGE_TEXT.unsupportedCountry(lane.country) });
  for (const p of req.parcels) {
    if (p.weightLb > MAX_PARCEL_WEIGHT_LB)
      out.push({
        code: 'weight.max',
        message: CARRIER_MESSAGE_TEXT.weightOver(p.weightLb, MAX_PARCEL_WEIGHT_LB, 'carrier'),
      });
    const longest = Math.max(p.lengthIn, p.widthIn, p.heightIn);
    if (longest > MAX_PARCEL_DIMENSION_IN)
      out.push({ code: 'dimension.max', message: CARRIER_MESSAGE_TEXT.dimensionOver(longest) });
  }
  const dryIce = hasOption(req.options, 'dry_ice');
  if (!lane.domestic && dryIce && dryIce.weightLb > MAX_INTERNATIONAL_DRY_ICE_LB)
    out.push({ code: 'dry_ice.international', message: CARRIER_MESSAGE_TEXT.internationalDryIce(dryIce.weightLb) });
  if (lane.domestic && from === 'US') {
    if (!lane.to) out.push({ code: 'to.zip', message: CARRIER_MESSAGE_TEXT.unknownToZip(req.to.zip) });
    if (!lane.from) out.push({ code: 'from.zip', message: CARRIER_MESSAGE_TEXT.unknownFromZip(req.from.zip) });
  }
  return out;
}

function laneOf(req: RateRequest, ctx: SandboxRatingContext): Lane {
  const country = destinationCountry(req);
  const domestic = country === 'US' || country === 'PR';
  const look = (zip: string) => {
    const z3 = zip3Of(zip);
    return z3 ? ctx.zip3(z3) : undefined;
  };
  return { country, domestic, from: look(req.from.zip), to: domestic ? look(req.to.zip) : undefined };
}

function sheetPrice(sheet: RateSheetService, column: string, weight: number): number | undefined {
  const c = sheet.columns.indexOf(column);
  const row = sheet.rows[weight - 1];
  return c < 0 || !row ? undefined : row[c];
}

function deliveryAreaLevel(zip: string, tariffs: SandboxTariffs): 'extended' | 'standard' | undefined {
  const zip5 = zip.trim().slice(0, 5);
  const zip3 = zip5.slice(0, 3);
  const das = tariffs.surcharges.deliveryArea;
  if (das.extendedZip5.includes(zip5) || das.extendedZip3.includes(zip3)) return 'extended';
  if (das.zip5.includes(zip5) || das.zip3.includes(zip3)) return 'standard';
  return undefined;
}

function needsAdditionalHandling(p: CarrierParcel, rule: CarrierSurcharges['additionalHandling']): boolean {
  const [longest, second] = [p.lengthIn, p.widthIn, p.heightIn].sort((a, b) => b - a);
  return (
    (rule.overWeightLb !== undefined && p.weightLb > rule.overWeightLb) ||
    longest > rule.longestOverIn ||
    (rule.secondLongestOverIn !== undefined && second > rule.secondLongestOverIn)
  );
}

const CHARGE_LABELS: Record<ChargeKind, string> = {
  base: 'Base rate',
  fuel: 'Fuel surcharge',
  residential: 'Residential surcharge',
  delivery_area: 'Delivery area surcharge',
  saturday: 'Saturday delivery',
  signature: 'Signature confirmation',
  dry_ice: 'Dry ice (UN1845)',
  insurance: 'Declared value',
  carbon_neutral: 'Carbon neutral',
  additional_handling: 'Additional handling',
  customs: 'Customs',
  markup: 'Markup',
  platform_fee: 'Platform fee',
  tip: 'Tip',
};

/** Insurance: the first `includedCents` free, then per $100 of the whole declared value, at least the minimum. */
export function insuranceCents(amountCents: number, rule: CarrierSurcharges['insurance']): number {
  if (amountCents <= rule.includedCents) return 0;
  return Math.max(rule.minimumCents, Math.ceil(amountCents / 10000) * rule.perHundredCents);
}

type Priced = { quote: RateQuote } | { message: Omit<CarrierMessage, 'carrier'> };

function priceService(
  req: RateRequest,
  lane: Lane,
  svc: CarrierService,
  ctx: SandboxRatingContext,
): Priced | undefined {
  const { tariffs } = ctx;
  const sheet = tariffs.sheets[svc.carrier].services.find((s) => s.service === svc.service);
  if (!sheet) return undefined;
  // Mainland US parcels take domestic services, CA and GB international ones; Puerto Rico both
  // (USPS and the domestic air services zone it, the international services price it by country).
  const international = svc.international;
  if (international ? lane.country === 'US' : !lane.domestic) return undefined;

  const saturday = !!hasOption(req.options, 'saturday_delivery');
  // USPS delivers Saturdays without an option, so the option changes nothing there.
  if (saturday && !svc.saturday && svc.carrier !== 'USPS')
    return {
      message: { code: 'saturday.unavailable', message: CARRIER_MESSAGE_TEXT.saturday(svc.name), service: svc.service },
    };

  const dryIce = hasOption(req.options, 'dry_ice');
  const hazmat = !!hasOption(req.options, 'hazmat');
  if (isSurepostService(svc.service)) {
    for (const p of req.parcels) {
      const issues = surepostIssues({
        service: svc.service,
        weightLb: p.weightLb,
        dimensions: { length: p.lengthIn, width: p.widthIn, height: p.heightIn, units: 'in' },
        dryIce: !!dryIce,
        hazmat,
      });
      // The 1–9 lb bound is SurePost 1 lb or Greater's; Under 1 lb carries up to 15.99 oz instead.
      const under = svc.service === 'SurePostUnder1Lb';
      const kept = under ? issues.filter((i) => i !== OUR_MESSAGES.surepostWeight) : issues;
      if (under && p.weightLb >= SUREPOST_UNDER_1LB_MAX_LB)
        kept.unshift(CARRIER_MESSAGE_TEXT.surepostUnder1Lb(p.weightLb));
      if (kept.length) return { message: { code: surepostCode(kept[0]), message: kept[0], service: svc.service } };
    }
  }

  let column: string;
  let zone: number | undefined;
  if (international) {
    column = lane.country;
  } else {
    const z = laneZone(svc.carrier, lane.from!, lane.to!);
    if (z.zone === undefined)
      return {
        message: {
          code: 'rate.unavailable',
          message: CARRIER_MESSAGE_TEXT.notServed(`state ${lane.to![2]}`, svc.name),
          service: svc.service,
        },
      };
    zone = z.zone;
    column = String(zone);
  }
  if (!sheet.columns.includes(column)) {
    const where = international ? `country ${lane.country}` : `state ${lane.to![2]}`;
    return {
      message: {
        code: 'rate.unavailable',
        message: CARRIER_MESSAGE_TEXT.notServed(where, svc.name),
        service: svc.service,
      },
    };
  }

  const ground = isGroundService(svc);
  const s = tariffs.surcharges.carriers[svc.carrier];
  const discountPct = pick(tariffs.sheets[svc.carrier].dailyDiscountPct, ground);
  const lines = new Map<ChargeKind, { cost: number; list: number }>();
  const add = (kind: ChargeKind, cost: number, list = cost) => {
    if (cost === 0 && list === 0) return;
    const prev = lines.get(kind) ?? { cost: 0, list: 0 };
    lines.set(kind, { cost: prev.cost + cost, list: prev.list + list });
  };

  let billableTotal = 0;
  const maxWeight = sheet.rows.length / (sheet.unit === 'oz' ? 16 : 1);
  for (const p of req.parcels) {
    const weight = sheet.unit === 'oz' ? billableWeightOz(p) : billableWeightLb(svc.carrier, p);
    billableTotal += sheet.unit === 'oz' ? weight / 16 : weight;
    const list = sheetPrice(sheet, column, weight);
    if (list === undefined)
      return {
        message: {
          code: 'weight.max',
          message: CARRIER_MESSAGE_TEXT.weightOver(sheet.unit === 'oz' ? weight / 16 : weight, maxWeight, svc.name),
          service: svc.service,
        },
      };
    add('base', Math.round((list * (100 - discountPct)) / 100), list);
    if (needsAdditionalHandling(p, s.additionalHandling))
      add('additional_handling', pick(s.additionalHandling.cents, ground));
    if (dryIce && s.dryIceCents !== undefined) add('dry_ice', s.dryIceCents);
    if (hasOption(req.options, 'carbon_neutral')) add('carbon_neutral', pick(s.carbonNeutralCents, ground));
  }
  if (req.to.residential && s.residentialCents) add('residential', pick(s.residentialCents, ground));
  const das = lane.domestic ? deliveryAreaLevel(req.to.zip, tariffs) : undefined;
  if (das) add('delivery_area', pick(das === 'extended' ? s.extendedDeliveryAreaCents : s.deliveryAreaCents, ground));
  if (saturday && svc.saturday && s.saturdayCents !== undefined) add('saturday', s.saturdayCents);

  // Fuel applies to the transportation charges: the base and the surcharges that travel with it.
  const fuelPct = pick(s.fuelPct, ground);
  const fuelable = (['base', 'residential', 'delivery_area', 'additional_handling', 'saturday'] as const).map(
    (k) => lines.get(k) ?? { cost: 0, list: 0 },
  );
  const fuelOf = (amount: number) => Math.round((amount * fuelPct) / 100);
  add('fuel', fuelOf(fuelable.reduce((t, l) => t + l.cost, 0)), fuelOf(fuelable.reduce((t, l) => t + l.list, 0)));

  const confirmation = hasOption(req.options, 'delivery_confirmation');
  if (confirmation) add('signature', s.signatureCents[confirmation.level]);
  const insurance = hasOption(req.options, 'insurance');
  if (insurance) add('insurance', insuranceCents(insurance.amountCents, s.insurance));

  const charges: ChargeLine[] = [...lines.entries()]
    .sort(([a], [b]) => CHARGE_ORDER.indexOf(a) - CHARGE_ORDER.indexOf(b))
    .map(([kind, { cost }]) => ({
      kind,
      label:
        kind === 'signature' && confirmation?.level === 'adult_signature'
          ? 'Adult signature confirmation'
          : CHARGE_LABELS[kind],
      costCents: cost,
      sellCents: cost,
    }));
  const listCents = [...lines.values()].reduce((t, l) => t + l.list, 0);
  const remote =
    !international && (isNonContiguous(lane.to![2]) || isNonContiguous(lane.from![2])) && lane.to![2] !== lane.from![2];
  const transitDays = transitDaysFor(svc, { zone: international ? undefined : zone, country: lane.country, remote });
  if (transitDays === undefined)
    return {
      message: {
        code: 'rate.unavailable',
        message: CARRIER_MESSAGE_TEXT.notServed(`country ${lane.country}`, svc.name),
        service: svc.service,
      },
    };
  return {
    quote: {
      rateId: sandboxRateId(req, svc, ctx.seed),
      carrier: svc.carrier,
      service: svc.service,
      charges,
      listCents,
      billableWeightLb: Math.round(billableTotal * 10000) / 10000,
      ...(zone !== undefined ? { zone } : {}),
      transitDays,
      estimatedDeliveryDate: estimatedDeliveryDate(svc, saturday, req.shipDate, transitDays),
    },
  };
}

const CHARGE_ORDER: readonly ChargeKind[] = [
  'base',
  'fuel',
  'residential',
  'delivery_area',
  'additional_handling',
  'saturday',
  'signature',
  'dry_ice',
  'insurance',
  'carbon_neutral',
  'customs',
  'markup',
  'platform_fee',
];

function surepostCode(message: string): string {
  if (message === OUR_MESSAGES.surepostVolume) return 'surepost.volume';
  if (message === OUR_MESSAGES.surepostDryIce) return 'surepost.dry_ice';
  if (message === OUR_MESSAGES.surepostHazmat) return 'surepost.hazmat';
  return 'surepost.weight';
}

/** Stable for the same request, carrier, service and seed: `rate_` and 32 hex characters. */
export function sandboxRateId(
  req: RateRequest,
  svc: Pick<CarrierService, 'carrier' | 'service'>,
  seed: string,
): string {
  return `rate_${stableHashHex(stableStringify({ req, carrier: svc.carrier, service: svc.service, seed }))}`;
}

/** The quote total the carrier charges Shipdeck. */
export function quoteCostCents(quote: Pick<RateQuote, 'charges'>): number {
  return quote.charges.reduce((t, c) => t + c.costCents, 0);
}

/** Rates one carrier: its quotes and the messages of what it cannot carry. */
export function rateCarrier(req: RateRequest, carrier: CarrierCode, ctx: SandboxRatingContext): RateResult {
  const lane = laneOf(req, ctx);
  const blocking = requestIssues(req, lane);
  if (blocking.length) return { quotes: [], messages: blocking.map((m) => ({ carrier, ...m })) };
  if (carrier !== 'USPS' && carrier !== 'UPSSurePost' && hasPoBox(req.to.street1, req.to.street2))
    return { quotes: [], messages: [{ carrier, code: 'po_box', message: CARRIER_MESSAGE_TEXT.poBox(carrier) }] };
  const quotes: RateQuote[] = [];
  const messages: CarrierMessage[] = [];
  for (const svc of CARRIER_SERVICES.filter((s) => s.carrier === carrier)) {
    const priced = priceService(req, lane, svc, ctx);
    if (!priced) continue;
    if ('quote' in priced) quotes.push(priced.quote);
    else messages.push({ carrier, ...priced.message });
  }
  return { quotes, messages };
}

/** An own account's negotiated discount off the carrier's list price: 5–25%, stable per account. */
export function ownAccountDiscount(carrierAccountId: string): number {
  return 0.05 + (parseInt(stableHashHex(`discount|${carrierAccountId}`).slice(0, 8), 16) % 21) / 100;
}

/**
 * The same service quoted on the merchant's own carrier account: the carrier's list price less
 * the account's negotiated discount, the lines scaled to that total; its own rate id.
 */
export function ownAccountQuote(quote: RateQuote, carrierAccountId: string): RateQuote {
  const cost = quoteCostCents(quote);
  const target = Math.round(quote.listCents * (1 - ownAccountDiscount(carrierAccountId)));
  const factor = cost > 0 ? target / cost : 1;
  return {
    ...quote,
    rateId: `rate_${stableHashHex(`${quote.rateId}|${carrierAccountId}`)}`,
    carrierAccountId,
    charges: quote.charges.map((c) => {
      const cents = Math.round(c.costCents * factor);
      return { ...c, costCents: cents, sellCents: cents };
    }),
  };
}

/** Shipdeck's quotes, then the same services on each of the merchant's own accounts of that carrier. */
export function withOwnAccountQuotes(
  quotes: readonly RateQuote[],
  ownAccounts: RateRequest['ownAccounts'],
): RateQuote[] {
  const own = (ownAccounts ?? []).flatMap((account) =>
    quotes.filter((q) => q.carrier === account.carrier).map((q) => ownAccountQuote(q, account.carrierAccountId)),
  );
  return [...quotes, ...own];
}

/** Rates every sandbox carrier (and the request's own accounts). */
export function rateSandbox(req: RateRequest, ctx: SandboxRatingContext): RateResult {
  const results = CARRIER_CODES.map((c) => rateCarrier(req, c, ctx));
  return {
    quotes: withOwnAccountQuotes(
      results.flatMap((r) => r.quotes),
      req.ownAccounts,
    ),
    messages: results.flatMap((r) => r.messages),
  };
}
