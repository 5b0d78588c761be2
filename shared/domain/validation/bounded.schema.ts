import * as z from 'zod';
import { dimensionOverIssue, weightOverIssue } from './limits.rules';
import { MESSAGES, OUR_MESSAGES } from './messages';
import { DECIMALS, convertLength, fromPounds } from '../units/units.rules';

/**
 * The bounds of every number, text and list a request may carry (docs/decisions.md). A value
 * outside them answers 400 with a field message instead of reaching DynamoDB (which refuses
 * numbers beyond 1e125 or below 1e-130, and the SDK numbers beyond 2^53) or the packer.
 * The spec's own limits (108 in, 150 lb, 35-character names, …) stay with the form rules; these
 * are the outer walls for everything the spec leaves open.
 */

/** Any number without a narrower bound: at most a billion either way. */
export const NUMBER_MAX = 1_000_000_000;
/** A side of a box, product or packaging, in inches. */
export const DIMENSION_MAX_IN = 1_000;
/** One item, box, dry ice or parcel, in pounds. */
export const WEIGHT_MAX_LB = 10_000;
/** Units on one line (a product or packaging of a shipment, a kit branch). */
export const QUANTITY_MAX = 10_000;
/** Units over every line of an order (and of one packing request). */
export const UNITS_PER_ORDER_MAX = 10_000;
/** A price, cost, coverage or order value, in dollars. */
export const MONEY_MAX = 1_000_000;
/** Search offsets (pages of 20). */
export const OFFSET_MAX = 10_000;

/** Text caps where the spec gives none (its own caps, e.g. 35 for a recipient name, are used where it does). */
export const TEXT_MAX = {
  /** Ids, keys, SKUs, codes. */
  id: 100,
  /** Short labels: units, statuses, carrier and service names, dates as text. */
  short: 60,
  /** Names and titles. */
  name: 200,
  /** Address lines, cities, states. */
  address: 200,
  /** RFC 5321 path limit. */
  email: 254,
  phone: 30,
  /** Notes, comments, descriptions, and any free text without a narrower cap. */
  note: 2_000,
  url: 2_048,
} as const;

/** List caps. */
export const LIST_MAX = {
  shipmentsPerOrder: 50,
  /** Product lines, and packaging lines, of one shipment. */
  linesPerShipment: 500,
  kitBranches: 100,
  /** Choices and filters a merchant picks from a list (services, zones, states, …). */
  choices: 500,
} as const;

/** Pounds and inches per unit the merchant typed, so a bound in lb or in reads in any unit. */
const WEIGHT_RAW_MAX = Math.ceil(fromPounds(WEIGHT_MAX_LB, 'g'));
const DIMENSION_RAW_MAX = Math.ceil(convertLength(DIMENSION_MAX_IN, 'in', 'cm'));

/** Rounds to `decimals` places; halves that binary floats store just below still round up. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round((Math.abs(value) + Number.EPSILON * Math.max(1, Math.abs(value))) * factor) / factor;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

export interface NumberBounds {
  min?: number;
  max?: number;
  /** Places kept (the spec rounds weights to 4); ignored for integers. */
  decimals?: number;
  integer?: boolean;
  messages?: {
    invalid?: string | ((issue: { input?: unknown }) => string);
    integer?: string;
    min?: string;
    max?: string;
  };
}

/**
 * The one number rule: finite, then integral (integers) or rounded to `decimals` places, which
 * turns denormals such as 5e-324 into 0, then within [min, max] after rounding.
 */
export function boundedNumber(bounds: NumberBounds = {}) {
  const { min = -NUMBER_MAX, max = NUMBER_MAX, decimals = DECIMALS, integer = false, messages = {} } = bounds;
  return z.number({ error: messages.invalid ?? MESSAGES.invalid }).transform((n, ctx) => {
    if (integer && !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: messages.integer ?? MESSAGES.integer, input: n });
      return z.NEVER;
    }
    const value = integer ? n : roundTo(n, decimals);
    if (value < min)
      ctx.addIssue({ code: 'custom', message: messages.min ?? OUR_MESSAGES.mustBeAtLeast(min), input: n });
    else if (value > max)
      ctx.addIssue({ code: 'custom', message: messages.max ?? OUR_MESSAGES.mustBeAtMost(max), input: n });
    return value;
  });
}

/** Stored and API numbers are tolerant of numeric strings (imports, old records); absent or non-numeric is 0. */
function tolerantInput(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isNaN(n) ? 0 : n;
}

/** A number from a stored shape or an API body (numeric strings accepted, absent = 0), within `bounds`. */
export function tolerantNumber(bounds: NumberBounds = {}) {
  return z.preprocess(tolerantInput, boundedNumber(bounds));
}

/** Units on a line: an integer from 0 (the submit check reports a zero) to 10,000, in the order form's words. */
export function quantity() {
  return tolerantNumber({
    min: 0,
    max: QUANTITY_MAX,
    integer: true,
    messages: {
      integer: MESSAGES.quantityInteger,
      min: MESSAGES.quantityPositive,
      max: OUR_MESSAGES.quantityAtMost(QUANTITY_MAX),
    },
  });
}

/** A whole count from 0 to `max` (items allowed in a box, pieces, pallets). */
export function count(max = QUANTITY_MAX) {
  return tolerantNumber({ min: 0, max, integer: true });
}

/** Dollars from 0 to a million, kept to the cent (house rule 7: the server keeps integer cents). */
export const MONEY_BOUNDS: NumberBounds = {
  min: 0,
  max: MONEY_MAX,
  decimals: 2,
  messages: { min: MESSAGES.invalid, max: OUR_MESSAGES.maxAmount(MONEY_MAX) },
};

/** Dollars in a stored shape or an API body (see MONEY_BOUNDS). */
export function money() {
  return tolerantNumber(MONEY_BOUNDS);
}

/** A side in the unit beside it; the 1,000 in bound itself is checked with that unit (`dimensionLimitIssue`). */
export function dimension() {
  return tolerantNumber({ min: 0, max: DIMENSION_RAW_MAX, messages: { min: MESSAGES.invalid } });
}

/** A weight in the unit beside it, rounded to 4 decimals (orders §9); the 10,000 lb bound is checked with that unit (`weightLimitIssue`). */
export function weight() {
  return tolerantNumber({ min: 0, max: WEIGHT_RAW_MAX, messages: { min: MESSAGES.invalid } });
}

/** Text of at most `max` characters ('Value is too long'). */
export function text(max: number) {
  return z.string().max(max, MESSAGES.tooLong);
}

/**
 * A map the request sends, keyed by text of 1 to `keyMax` characters: it is stored as a DynamoDB
 * map, which refuses an empty key, so an empty or overlong key is 'Invalid value' at that key.
 */
export function textMap<V extends z.ZodType>(keyMax: number, value: V) {
  return z.record(z.string().min(1).max(keyMax), value, { error: MESSAGES.invalid });
}

/** A list of at most `max` entries. */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, OUR_MESSAGES.atMost(max));
}

/** 'Max dimension allowed: 1000in' (orders §5 wording) when a side is over 1,000 in, in the unit it was given in. */
export function dimensionLimitIssue(value: unknown, unit: unknown): string | undefined {
  return dimensionOverIssue(value, unit, DIMENSION_MAX_IN);
}

/** 'Max weight allowed: 10000lb' (orders §5 wording) when a weight is over 10,000 lb, in the unit it was given in. */
export function weightLimitIssue(value: unknown, unit: unknown): string | undefined {
  return weightOverIssue(value, unit, WEIGHT_MAX_LB);
}

type Ctx = z.RefinementCtx;

/** Adds the dimension bound issue of each side of `dims` (sides absent are skipped). */
export function checkDimensions(
  ctx: Ctx,
  dims: { length?: number; width?: number; height?: number; units?: unknown },
  path: PropertyKey[] = [],
) {
  for (const side of ['length', 'width', 'height'] as const) {
    const issue = dimensionLimitIssue(dims[side], dims.units);
    if (issue) ctx.addIssue({ code: 'custom', path: [...path, side], message: issue });
  }
}

/** Adds the weight bound issue of `value` in `unit` at `path`. */
export function checkWeight(ctx: Ctx, value: unknown, unit: unknown, path: PropertyKey[]) {
  const issue = weightLimitIssue(value, unit);
  if (issue) ctx.addIssue({ code: 'custom', path, message: issue });
}

/** Units over the product and packaging lines of some shipments (kits count as their line's quantity: the packer packs a kit whole). */
export function totalUnits(
  shipments: readonly {
    products?: readonly { quantity?: unknown }[] | null;
    packagings?: readonly { quantity?: unknown }[] | null;
  }[],
): number {
  let units = 0;
  for (const s of shipments) {
    for (const line of [...(s.products ?? []), ...(s.packagings ?? [])]) {
      const q =
        typeof line.quantity === 'number' ? line.quantity : line.quantity === undefined ? 1 : Number(line.quantity);
      units += Number.isFinite(q) && q > 0 ? q : 0;
    }
  }
  return units;
}

/** 'Total quantity must be at most 10000' when the shipments hold more units than an order may, else undefined. */
export function unitsPerOrderIssue(shipments: Parameters<typeof totalUnits>[0]): string | undefined {
  return totalUnits(shipments) > UNITS_PER_ORDER_MAX
    ? OUR_MESSAGES.totalQuantityAtMost(UNITS_PER_ORDER_MAX)
    : undefined;
}

/** Adds the units-per-order issue at `path`. */
export function checkUnitsPerOrder(
  ctx: Ctx,
  shipments: Parameters<typeof totalUnits>[0],
  path: PropertyKey[] = ['shipments'],
) {
  const issue = unitsPerOrderIssue(shipments);
  if (issue) ctx.addIssue({ code: 'custom', path, message: issue });
}

/**
 * An order is one DynamoDB item, which holds at most 400 KB: its content (what a request or an
 * import sends) stays under 300 KB of JSON, leaving room for what the server adds.
 */
export const ORDER_CONTENT_MAX_BYTES = 300_000;

/** 'Order is too large to save' when the order's content would not fit its item, else undefined. */
export function orderSizeIssue(content: unknown): string | undefined {
  return new TextEncoder().encode(JSON.stringify(content)).length > ORDER_CONTENT_MAX_BYTES
    ? OUR_MESSAGES.orderTooLarge
    : undefined;
}

/**
 * Free-form JSON kept as it came (preference values): every number as bounded as any other —
 * finite, at most a billion either way, and 0 or at least 1e-9 away from it — since DynamoDB and
 * the SDK refuse the rest.
 */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= NUMBER_MAX && (value === 0 || Math.abs(value) >= 1e-9);
  if (value === null || typeof value !== 'object') return true;
  return (Array.isArray(value) ? value : Object.values(value)).every(isStorableJson);
}
