import type { CarrierCode } from './carrier-services.constants';
import { stableDigits } from './stable-hash.rules';

/**
 * Tracking numbers of the sandbox carriers, in each carrier's real format with a valid check digit,
 * so every screen, barcode and parser treats them as the carrier's own. They are minted from fixed
 * sandbox ids (below) and a serial derived from the purchase's idempotency key and the seed, so
 * the same purchase always gets the same number.
 *
 * The sandbox ids are the carriers' own published test values, not accounts anyone ships on:
 * - UPS shipper `12345E`: the shipper number of the test tracking numbers in UPS's developer
 *   documentation (1Z12345E…), which UPS answers only in its test environment.
 * - USPS mailer id `999999999`: the all-nines 9-digit MID used as the placeholder in USPS
 *   barcode guides; 9-digit MIDs start with 9 and are issued upward from 900000000.
 * - FedEx: 12-digit Express numbers starting `9999`; FedEx publishes no reserved range, so the
 *   prefix only marks the numbers as ours. A sandbox number is never sent to a real carrier:
 *   the sandbox answers `track` itself.
 */
export const SANDBOX_UPS_SHIPPER = '12345E';
export const SANDBOX_USPS_MAILER_ID = '999999999';
export const SANDBOX_FEDEX_PREFIX = '9999';

/** The two characters of a 1Z number that name the service (YW is SurePost, delivered by USPS). */
export const UPS_SERVICE_INDICATORS: Readonly<Record<string, string>> = {
  Ground: '03',
  '3DaySelect': '12',
  '2ndDayAir': '02',
  NextDayAirSaver: '13',
  NextDayAir: '01',
  UPSStandard: '11',
  UPSSaver: '65',
  SurePostOver1Lb: 'YW',
  SurePostUnder1Lb: 'YW',
};

/** USPS service type codes (IMpb STC) of the domestic services. */
export const USPS_SERVICE_TYPE_CODES: Readonly<Record<string, string>> = {
  GroundAdvantage: '001',
  Priority: '055',
  Express: '701',
};

/** UPS 1Z check digit: letters become digits ((code − 63) mod 10), odd positions count once, even twice. */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body.toUpperCase()].forEach((ch, i) => {
    const v = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? v * 2 : v;
  });
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express 12-digit check digit: weights 1,3,7 from the right, sum mod 11, then mod 10. */
export function fedexCheckDigit(body11: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  [...body11].reverse().forEach((ch, i) => (sum += Number(ch) * weights[i % 3]));
  return (sum % 11) % 10;
}

/** GS1 mod-10 check digit (IMpb): weights 3,1 from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((ch, i) => (sum += Number(ch) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

/** UPU S10 check digit (international mail): weights 8,6,4,2,3,5,9,7 over 8 digits, 11 − sum mod 11. */
export function s10CheckDigit(serial8: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial8].reduce((s, ch, i) => s + Number(ch) * weights[i], 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

export function upsTrackingNumber(shipper: string, indicator: string, package7: string): string {
  const body = `${shipper}${indicator}${package7}`.toUpperCase();
  return `1Z${body}${upsCheckDigit(body)}`;
}

export function fedexTrackingNumber(body11: string): string {
  return `${body11}${fedexCheckDigit(body11)}`;
}

/** IMpb 22 digits: channel application id 92, 3-digit STC, 9-digit MID, 7-digit serial, check digit. */
export function uspsImpbNumber(stc: string, mailerId9: string, serial7: string): string {
  const body = `92${stc}${mailerId9}${serial7}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** UPU S10, e.g. `CP123456785US` (Priority Mail International parcels carry a `CP` number). */
export function s10Number(prefix: string, serial8: string, country = 'US'): string {
  return `${prefix}${serial8}${s10CheckDigit(serial8)}${country}`;
}

/** The sandbox tracking number of a purchase: deterministic from the idempotency key and the seed. */
export function mintTrackingNumber(
  carrier: CarrierCode,
  service: string,
  idempotencyKey: string,
  seed: string,
): string {
  const serialSource = `${seed}|${carrier}|${service}|${idempotencyKey}`;
  switch (carrier) {
    case 'UPS':
    case 'UPSSurePost':
      return upsTrackingNumber(
        SANDBOX_UPS_SHIPPER,
        UPS_SERVICE_INDICATORS[service] ?? '03',
        stableDigits(serialSource, 7),
      );
    case 'FedEx':
      return fedexTrackingNumber(`${SANDBOX_FEDEX_PREFIX}${stableDigits(serialSource, 7)}`);
    case 'USPS':
      if (service === 'PriorityMailInternational') return s10Number('CP', stableDigits(serialSource, 8));
      return uspsImpbNumber(
        USPS_SERVICE_TYPE_CODES[service] ?? '001',
        SANDBOX_USPS_MAILER_ID,
        stableDigits(serialSource, 7),
      );
  }
}

/** The carrier's public tracking page for a number. */
export function trackingUrl(carrier: CarrierCode, trackingCode: string): string {
  const code = encodeURIComponent(trackingCode);
  switch (carrier) {
    case 'UPS':
    case 'UPSSurePost':
      return `https://www.ups.com/track?loc=en_US&tracknum=${code}`;
    case 'FedEx':
      return `https://www.fedex.com/fedextrack/?trknbr=${code}`;
    case 'USPS':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${code}`;
  }
}
