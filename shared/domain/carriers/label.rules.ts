import type { PostalAddress } from '../address/postal-address';
import { fromPounds, round4 } from '../units/units.rules';
import type { CarrierCode } from './carrier-services.constants';
import type { ShipmentOption } from './carrier.models';

/**
 * What a shipping label prints, as pure rules shared by every renderer (PDF, ZPL) and by the
 * web app when it shows a tracking number: the carrier's grouping of the tracking number, the
 * dry-ice marking (UN1845, net weight in kg) and the data each carrier's barcodes carry.
 */

/** Content types of label documents: ZPL as `application/x-zpl` so a print client routes it to a thermal printer rather than shows it. */
export const LABEL_CONTENT_TYPES = { pdf: 'application/pdf', zpl: 'application/x-zpl' } as const;

const UPS_1Z = /^1Z[0-9A-Z]{16}$/;
/** USPS IMpb: a 2-digit channel application identifier (92–95) then 20 to 32 digits, 22 to 34 in all (an even count). */
const USPS_IMPB = /^9[2-5](?:\d{2}){10,16}$/;

const groupsOf = (text: string, size: number): string[] => text.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];

/**
 * The tracking number as the carrier prints it for people: UPS `1Z 999 AA1 01 2345 6784`,
 * everything else (USPS IMpb, FedEx) in groups of four.
 */
export function formatTrackingCode(carrier: CarrierCode, trackingCode: string): string {
  const code = trackingCode.replace(/\s+/g, '').toUpperCase();
  if ((carrier === 'UPS' || carrier === 'UPSSurePost') && UPS_1Z.test(code)) {
    return [
      code.slice(0, 2),
      code.slice(2, 5),
      code.slice(5, 8),
      code.slice(8, 10),
      code.slice(10, 14),
      code.slice(14),
    ].join(' ');
  }
  return groupsOf(code, 4).join(' ');
}

/** UN1845 needs the net weight of dry ice in kilograms; carriers print it to 0.1 kg (1 kg = 2.2046 lb, orders §9). */
export function dryIceNetKg(weightLb: number): number {
  return Math.round(fromPounds(weightLb, 'kg') * 10) / 10;
}

export const DRY_ICE_UN_NUMBER = 'UN1845';
export const DRY_ICE_MARKING = 'UN1845 DRY ICE';
export const DRY_ICE_CLASS = 'Class 9';

export function dryIceOf(options: readonly ShipmentOption[]): { weightLb: number } | undefined {
  const found = options.find((o): o is Extract<ShipmentOption, { kind: 'dry_ice' }> => o.kind === 'dry_ice');
  return found ? { weightLb: found.weightLb } : undefined;
}

/** A weight for the label: up to two decimals, no trailing zeros (2.5, 10, 0.06). */
export function formatLabelWeight(weightLb: number): string {
  return String(Math.round(round4(weightLb) * 100) / 100);
}

/** ASCII record, group and end-of-transmission separators of the ANSI MH10.8.3 carrier messages. */
export const RS = '\u001e';
export const GS = '\u001d';
export const EOT = '\u0004';

export type BarcodeSymbology = 'code128' | 'gs1-128' | 'maxicode' | 'pdf417';

/** One barcode to print: its symbology and the data it carries, independent of the renderer. */
export type BarcodeSpec =
  | { symbology: 'code128'; data: string }
  /** GS1-128: application identifier / value pairs, FNC1 separated by the renderer. */
  | { symbology: 'gs1-128'; elements: readonly (readonly [ai: string, value: string])[] }
  /** MaxiCode mode 2 (numeric US postal code) or 3 (alphanumeric): the postal code, country and class lead. */
  | {
      symbology: 'maxicode';
      mode: 2 | 3;
      postalCode: string;
      countryNumeric: string;
      serviceClass: string;
      message: string;
    }
  | { symbology: 'pdf417'; data: string };

/** ISO 3166-1 numeric codes carriers put in their 2D barcodes (UPS treats Puerto Rico as its own country). */
const COUNTRY_NUMERIC: Record<string, string> = { US: '840', CA: '124', GB: '826', PR: '630' };

export function countryNumeric(country: string): string {
  return COUNTRY_NUMERIC[country.toUpperCase()] ?? '000';
}

/** UPS MaxiCode class of service by service code (UPS Guide to Labeling). */
const UPS_SERVICE_CLASS: Record<string, string> = {
  NextDayAir: '001',
  '2ndDayAir': '002',
  Ground: '003',
  UPSStandard: '011',
  '3DaySelect': '012',
  NextDayAirSaver: '013',
  UPSSaver: '065',
  SurePostUnder1Lb: '092',
  SurePostOver1Lb: '093',
};

/** FedEx service type codes of its 2D barcode. */
const FEDEX_SERVICE_CODE: Record<string, string> = {
  PRIORITY_OVERNIGHT: '01',
  FEDEX_2_DAY: '03',
  STANDARD_OVERNIGHT: '05',
  FEDEX_EXPRESS_SAVER: '20',
  FEDEX_GROUND: '92',
  GROUND_HOME_DELIVERY: '90',
  INTERNATIONAL_ECONOMY: '03',
};

/** Day of the year (001–366) of a YYYY-MM-DD date: the pickup day in UPS's and FedEx's 2D messages. */
export function julianDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const day = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000;
  return String(Number.isFinite(day) ? day : 0).padStart(3, '0');
}

export interface BarcodeInput {
  carrier: CarrierCode;
  service: string;
  trackingCode: string;
  shipDate: string;
  billableWeightLb: number;
  to: Pick<PostalAddress, 'name' | 'street1' | 'city' | 'state' | 'zip' | 'country'>;
}

/** Strips the separators a carrier message uses so an address line can never break its structure. */
const field = (text: string | undefined) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped here
  (text ?? '').replace(/[\u0000-\u001f]/g, ' ').trim();

/**
 * A MaxiCode secondary message holds about 84 upper-case characters (mode 2/3); the header and
 * separators take their share, so the ship-to street and city are upper-cased and shortened,
 * street first, to fit the budget rather than fail the label.
 */
export const MAXICODE_SECONDARY_BUDGET = 70;

function upsMaxicodeMessage(fields: string[], to: BarcodeInput['to']): string {
  const head = fields.join(GS);
  const state = field(to.state).toUpperCase().slice(0, 2);
  let street = field(to.street1).toUpperCase().slice(0, 20);
  let city = field(to.city).toUpperCase().slice(0, 15);
  const size = () => head.length + street.length + city.length + state.length + 3;
  while (size() > MAXICODE_SECONDARY_BUDGET && street.length > 0) street = street.slice(0, -1).trimEnd();
  while (size() > MAXICODE_SECONDARY_BUDGET && city.length > 0) city = city.slice(0, -1).trimEnd();
  return [head, street, city, state].join(GS);
}

/** US ZIP digits only; ZIP+4 kept when present (9 digits), else the 5-digit ZIP. */
function usZipDigits(zip: string): string {
  const digits = zip.replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(0, 9) : digits.slice(0, 5);
}

/**
 * The barcodes each carrier prints: USPS an IMpb GS1-128 ((420) destination ZIP + the tracking
 * number, whose leading 92–95 is its own application identifier); UPS and UPS SurePost a MaxiCode
 * (mode 2 for US numeric ZIPs, 3 for alphanumeric postal codes) and a Code 128 of the 1Z number;
 * FedEx a PDF417 and a Code 128. The first element is the 2D code when the carrier has one.
 */
export function barcodesFor(input: BarcodeInput): BarcodeSpec[] {
  const code = input.trackingCode.replace(/\s+/g, '').toUpperCase();
  const weight = String(Math.max(1, Math.ceil(input.billableWeightLb)));
  const day = julianDay(input.shipDate);
  const to = input.to;
  switch (input.carrier) {
    case 'USPS': {
      const zip = usZipDigits(to.zip);
      if (USPS_IMPB.test(code) && (zip.length === 5 || zip.length === 9)) {
        return [
          {
            symbology: 'gs1-128',
            elements: [
              ['420', zip],
              [code.slice(0, 2), code.slice(2)],
            ],
          },
        ];
      }
      return [{ symbology: 'code128', data: code }];
    }
    case 'UPS':
    case 'UPSSurePost': {
      const numericZip = /^\d{5}(-?\d{4})?$/.test(to.zip.trim());
      const postalCode = numericZip
        ? usZipDigits(to.zip).padEnd(9, '0')
        : to.zip
            .replace(/[^0-9A-Za-z]/g, '')
            .toUpperCase()
            .slice(0, 6);
      const shipper = UPS_1Z.test(code) ? code.slice(2, 8) : '';
      const message = upsMaxicodeMessage([code, 'UPSN', shipper, day, '', '1/1', weight, 'Y'], to);
      return [
        {
          symbology: 'maxicode',
          mode: numericZip ? 2 : 3,
          postalCode,
          countryNumeric: countryNumeric(to.country),
          serviceClass: UPS_SERVICE_CLASS[input.service] ?? '003',
          message,
        },
        { symbology: 'code128', data: code },
      ];
    }
    case 'FedEx': {
      const data =
        `[)>${RS}02${GS}` +
        [
          to.zip.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
          countryNumeric(to.country),
          FEDEX_SERVICE_CODE[input.service] ?? '92',
          code,
          'FDEG',
          '',
          day,
          '',
          '1/1',
          `${weight}LB`,
          'N',
          field(to.street1),
          field(to.city),
          field(to.state),
          field(to.name),
        ].join(GS) +
        RS +
        EOT;
      return [
        { symbology: 'pdf417', data },
        { symbology: 'code128', data: code },
      ];
    }
  }
}

/** The MaxiCode message in full: the ANSI header `[)>RS01GS96`, then postal code, country, class and the rest. */
export function maxicodeMessage(spec: Extract<BarcodeSpec, { symbology: 'maxicode' }>): string {
  return `[)>${RS}01${GS}96${[spec.postalCode, spec.countryNumeric, spec.serviceClass, spec.message].join(GS)}${RS}${EOT}`;
}
