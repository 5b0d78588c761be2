import { MESSAGES } from '../validation/messages';
import { CANADIAN_POSTAL_CODE_PATTERN, UK_POSTCODE_PATTERN, US_ZIP_PATTERN } from '../validation/patterns';
import { hasPoBox } from './address-classification.rules';
import type { AddressValidation, AddressVerifications, CheckedAddress, VerificationMessage } from './ports';
import { US_STATES } from './regions';

/**
 * Address checks on ZIP data (orders §7 validate-address / delivery-defense): ZIP, state and city
 * consistency, PO box and missing-unit heuristics, a residential guess, and the delivery score.
 * Pure: the ZIP directory is passed in, so the web app never bundles the ZIP database.
 */

export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  country: string;
}

export interface ZipDirectory {
  /** The entry of a 5-digit US ZIP or a Canadian postal code (by its first 3 characters). */
  lookup(zip: string): ZipEntry | undefined;
  /** True when `city` is a known city of `state` (any of its ZIPs). */
  hasCity(city: string, state: string): boolean;
}

/** Finding codes: carrier-style where a carrier code exists (E.ADDRESS.NOT_FOUND, E.HOUSE_NUMBER.MISSING), ours otherwise. */
export const CHECK_MESSAGES = {
  required: (field: string): VerificationMessage => ({
    code: 'E.FIELD.REQUIRED',
    field,
    message: MESSAGES.required,
    suggestion: null,
  }),
  zipNotFound: { code: 'E.ZIP.NOT_FOUND', field: 'zip', message: 'ZIP code not found', suggestion: null },
  zipFormat: { code: 'E.ZIP.INVALID', field: 'zip', message: MESSAGES.invalidZip, suggestion: MESSAGES.zipFormat },
  addressNotFound: { code: 'E.ADDRESS.NOT_FOUND', field: 'address', message: 'Address not found', suggestion: null },
  houseNumberMissing: {
    code: 'E.HOUSE_NUMBER.MISSING',
    field: 'address1',
    message: 'House number is missing',
    suggestion: null,
  },
  stateMismatch: (zipState: string): VerificationMessage => ({
    code: 'E.STATE.MISMATCH',
    field: 'state',
    message: 'State does not match the ZIP code',
    suggestion: zipState,
  }),
  cityMismatch: (zipCity: string): VerificationMessage => ({
    code: 'E.CITY.MISMATCH',
    field: 'city',
    message: 'City does not match the ZIP code',
    suggestion: zipCity,
  }),
  cityCorrected: (zipCity: string): VerificationMessage => ({
    code: 'E.CITY.CORRECTED',
    field: 'city',
    message: 'City corrected from the ZIP code',
    suggestion: zipCity,
  }),
  stateCorrected: (zipState: string): VerificationMessage => ({
    code: 'E.STATE.CORRECTED',
    field: 'state',
    message: 'State corrected from the ZIP code',
    suggestion: zipState,
  }),
  /** orders §8 "PO Box addresses are not deliverable" (by the carriers that refuse them). */
  poBox: {
    code: 'E.PO_BOX',
    field: 'address1',
    message: 'PO Box addresses are not deliverable by every carrier',
    suggestion: null,
  },
  missingUnit: {
    code: 'E.SECONDARY_INFORMATION.MISSING',
    field: 'address2',
    message: 'Apartment or suite number may be missing',
    suggestion: null,
  },
} as const satisfies Record<string, VerificationMessage | ((...a: string[]) => VerificationMessage)>;

const UNIT_DESIGNATOR = String.raw`(?:apt|apartment|unit|ste|suite|fl|floor|rm|room|bldg|building|lot|spc|space|trlr|dept|pmb)`;
/** A unit designator followed by its identifier ("Apt 4B", "Suite 200", "#12"). */
const UNIT_WITH_ID = new RegExp(String.raw`(\b${UNIT_DESIGNATOR}\b\.?\s*#?\s*[a-z0-9][\w-]*|#\s*[a-z0-9][\w-]*)`, 'i');
/** A designator left without its identifier at the end of the line ("123 Main St Apt"). */
const DANGLING_UNIT = new RegExp(String.raw`\b${UNIT_DESIGNATOR}\b\.?\s*#?\s*$`, 'i');
/** Street lines naming a multi-unit building: deliveries there need an apartment or suite. */
const MULTI_UNIT_BUILDING =
  /\b(apartments?|apts|condos?|condominiums?|lofts|towers?|residences|flats|dormitory|dorms?|senior living|plaza)\b/i;
const BUSINESS_UNIT = /\b(ste|suite|fl|floor|dept|bldg|building)\b/i;
/** A house number: digits (with an optional letter or fraction), or a rural route box. */
const HOUSE_NUMBER = /^\s*(\d+[a-z]?(\s*1\/2)?(-\d+)?\b|(rr|hc|rural route|highway contract)\s*\d+)/i;

export function hasUnit(line: string): boolean {
  return UNIT_WITH_ID.test(line);
}

/** Missing-unit heuristic: a multi-unit building or a dangling "Apt", with no unit anywhere. */
export function looksMissingUnit(address1: string, address2: string): boolean {
  if (address2.trim() !== '' || hasUnit(address1)) return false;
  return MULTI_UNIT_BUILDING.test(address1) || DANGLING_UNIT.test(address1);
}

/** Residential guess: no company and no suite/floor/department line. */
export function guessResidential(address: Pick<CheckedAddress, 'company' | 'address1' | 'address2'>): boolean {
  return address.company.trim() === '' && !BUSINESS_UNIT.test(`${address.address1} ${address.address2}`);
}

export function hasHouseNumber(line: string): boolean {
  return HOUSE_NUMBER.test(line);
}

const cityKey = (city: string) =>
  city
    .toLowerCase()
    .replace(/[.'’-]/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([abbr, name]) => [name.toLowerCase(), abbr]));
/** 'tx', 'Texas' → 'TX'; anything else unchanged (upper-cased). */
function normaliseState(state: string): string {
  const s = state.trim();
  return STATE_BY_NAME.get(s.toLowerCase()) ?? s.toUpperCase();
}

function trimmed(a: CheckedAddress): CheckedAddress {
  const country = (a.country || 'US').trim().toUpperCase();
  return {
    ...a,
    company: a.company.trim(),
    name: a.name.trim(),
    email: a.email.trim(),
    phone: a.phone.trim(),
    address1: a.address1.trim(),
    address2: a.address2.trim(),
    city: a.city.trim(),
    zip: a.zip.trim(),
    state: country === 'GB' ? a.state.trim() : normaliseState(a.state),
    country,
  };
}

/**
 * The sandbox's verification. Corrections (state abbreviation, city casing, a misspelt city from
 * the ZIP, a state from the ZIP when the city agrees with it) go into `updatedShippingAddress`;
 * a city that is real but belongs to another ZIP is not guessed at: it is reported with the ZIP's
 * city as the suggestion, and the address is not valid.
 */
export function checkAddress(input: CheckedAddress, zips: ZipDirectory): AddressValidation {
  const address = trimmed(input);
  const corrected: string[] = [];
  if (address.state !== input.state.trim() && input.state.trim() !== '') corrected.push('state');
  const deliveryErrors: VerificationMessage[] = [];
  const zipErrors: VerificationMessage[] = [];
  const warnings: VerificationMessage[] = [];

  for (const field of ['address1', 'city', 'state', 'zip'] as const) {
    if (address[field] === '') deliveryErrors.push(CHECK_MESSAGES.required(field));
  }
  const poBox = hasPoBox(address.address1, address.address2);
  if (address.address1 !== '' && !poBox && !hasHouseNumber(address.address1))
    deliveryErrors.push(CHECK_MESSAGES.houseNumberMissing);

  if (address.zip !== '') {
    if (address.country === 'GB') {
      if (!UK_POSTCODE_PATTERN.test(address.zip)) zipErrors.push(CHECK_MESSAGES.zipFormat);
    } else {
      const formatOk =
        address.country === 'CA' ? CANADIAN_POSTAL_CODE_PATTERN.test(address.zip) : US_ZIP_PATTERN.test(address.zip);
      const entry = formatOk
        ? zips.lookup(address.country === 'CA' ? address.zip.toUpperCase() : address.zip.slice(0, 5))
        : undefined;
      if (!formatOk) zipErrors.push(CHECK_MESSAGES.zipFormat);
      else if (!entry) zipErrors.push(CHECK_MESSAGES.zipNotFound);
      else reconcile(address, entry, zips, { corrected, deliveryErrors, warnings });
    }
  }
  if (zipErrors.length) deliveryErrors.push(CHECK_MESSAGES.addressNotFound);

  const missingUnit = !poBox && looksMissingUnit(address.address1, address.address2);
  if (poBox) warnings.push(CHECK_MESSAGES.poBox);
  if (missingUnit) warnings.push(CHECK_MESSAGES.missingUnit);
  const residential = guessResidential(address);

  const verifications: AddressVerifications = {
    delivery: { success: deliveryErrors.length === 0, errors: deliveryErrors },
    zip4: { success: zipErrors.length === 0 && address.zip !== '', errors: zipErrors },
    warnings,
    poBox,
    missingUnit,
    residential,
    corrected: [...new Set(corrected)],
  };
  const isValid = verifications.delivery.success && verifications.zip4.success;
  const changed = verifications.corrected.length > 0 || residential !== input.residential;
  return {
    ...(changed ? { updatedShippingAddress: { ...address, residential } } : {}),
    verifications,
    isValid,
  };
}

function reconcile(
  address: CheckedAddress,
  entry: ZipEntry,
  zips: ZipDirectory,
  out: { corrected: string[]; deliveryErrors: VerificationMessage[]; warnings: VerificationMessage[] },
) {
  const cityMatches = address.city !== '' && cityKey(address.city) === cityKey(entry.city);
  if (address.state !== '' && address.state !== entry.state) {
    if (cityMatches) {
      address.state = entry.state;
      out.corrected.push('state');
      out.warnings.push(CHECK_MESSAGES.stateCorrected(entry.state));
    } else {
      out.deliveryErrors.push(CHECK_MESSAGES.stateMismatch(entry.state));
      return;
    }
  }
  if (address.city === '') return;
  if (cityMatches) {
    if (address.city !== entry.city) {
      address.city = entry.city;
      out.corrected.push('city');
    }
  } else if (zips.hasCity(address.city, address.state)) {
    // A real city of that state: either the city or the ZIP is wrong, so nothing is guessed.
    out.deliveryErrors.push(CHECK_MESSAGES.cityMismatch(entry.city));
  } else {
    out.warnings.push(CHECK_MESSAGES.cityCorrected(entry.city));
    address.city = entry.city;
    out.corrected.push('city');
  }
}

/** Score weights: each lowers the 0–1000 delivery score (score / 10 = confidence, orders §9 bands). */
export const SCORE_PENALTIES = {
  zipNotResolved: 450,
  notDeliverable: 350,
  perCorrection: 40,
  poBox: 150,
  missingUnit: 250,
  residential: 60,
} as const;
export const MAX_DELIVERY_SCORE = 1000;

/** The delivery score of a verification: deterministic, 0–1000 (orders §7 "score"). */
export function deliveryScoreOf(v: AddressVerifications): number {
  let score = MAX_DELIVERY_SCORE;
  if (!v.zip4.success) score -= SCORE_PENALTIES.zipNotResolved;
  if (!v.delivery.success) score -= SCORE_PENALTIES.notDeliverable;
  score -= SCORE_PENALTIES.perCorrection * v.corrected.length;
  if (v.poBox) score -= SCORE_PENALTIES.poBox;
  if (v.missingUnit) score -= SCORE_PENALTIES.missingUnit;
  if (v.residential) score -= SCORE_PENALTIES.residential;
  return Math.max(0, Math.min(MAX_DELIVERY_SCORE, Math.round(score)));
}
