import {
  CARRIER_NOT_FOUND_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  NO_RATES_PO_BOX_SUGGESTION,
  NO_RATES_SATURDAY_SUGGESTION,
  ORIGIN_US_ONLY_MESSAGE,
  UPS_SERVERS_DOWN_MESSAGE,
} from './error-messages.constants';

/**
 * Carrier/server message rewriting (orders §8 "Message rewriting"). Prefix order matters:
 * the specific ShipTo prefixes are tried before the bare "ship to".
 */
const PREFIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^parcel[\s._-]*weight\b/i, 'Weight'],
  [/^parcel[\s._-]*length\b/i, 'Length'],
  [/^parcel[\s._-]*width\b/i, 'Width'],
  [/^parcel[\s._-]*height\b/i, 'Height'],
  [/^ship[\s._-]*to[\s._-]*phone\b/i, 'Phone Number'],
  [/^ship[\s._-]*to[\s._-]*email\b/i, 'Email Address'],
  [/^ship[\s._-]*to\b/i, 'Recipient'],
];

/** Replaces a known field prefix at the start of a message or field name. */
export function rewritePrefix(text: string): string {
  for (const [pattern, replacement] of PREFIXES) {
    if (pattern.test(text)) return text.replace(pattern, replacement);
  }
  return text;
}

/** Every leaf value of a JSON-like object, in order, without repeats. */
function uniqueValues(value: unknown, out: string[] = []): string[] {
  if (value === null || value === undefined) return out;
  if (Array.isArray(value)) value.forEach((v) => uniqueValues(v, out));
  else if (typeof value === 'object') Object.values(value).forEach((v) => uniqueValues(v, out));
  else {
    const s = String(value).trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** Parses '{"a":"x"}' or the single-quoted "{'a': 'x'}" some carriers send; undefined when not an object. */
function parseObjectText(text: string): object | undefined {
  const t = text.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) return undefined;
  for (const candidate of [t, t.replace(/'/g, '"')]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON in this spelling; try the next one
    }
  }
  return undefined;
}

export interface RewriteOptions {
  showGenericError?: boolean;
}

/** One carrier/server message → the text the merchant sees. */
export function rewriteErrorMessage(message: unknown, options: RewriteOptions = {}): string {
  if (options.showGenericError) return GENERIC_ERROR_MESSAGE;
  if (message === null || message === undefined) return GENERIC_ERROR_MESSAGE;
  const obj = typeof message === 'object' ? message : parseObjectText(String(message));
  if (obj) {
    const values = uniqueValues(obj);
    return values.length ? values.join(', ') : GENERIC_ERROR_MESSAGE;
  }
  const text = String(message).trim();
  if (text === '') return GENERIC_ERROR_MESSAGE;
  if (/\bcarrier_not_found\b/i.test(text)) return CARRIER_NOT_FOUND_MESSAGE;
  if (/rating\b.*\baccount\b.*\btemporarily disabled/i.test(text)) return UPS_SERVERS_DOWN_MESSAGE;
  if (/shipper'?s?\b.*\bcountry\b.*\bmust\b.*\b(match|be the same)\b/i.test(text)) return ORIGIN_US_ONLY_MESSAGE;
  return rewritePrefix(text);
}

export interface FieldError {
  field: string;
  message: string;
  suggestion?: string | null;
}

/** A list of errors, one per line, as 'Field: message. suggestion'. */
export function formatErrorList(errors: readonly FieldError[]): string {
  return errors
    .map(({ field, message, suggestion }) => {
      const msg = rewriteErrorMessage(message).replace(/\.+$/, '');
      const head = `${rewritePrefix(field)}: ${msg}.`;
      return suggestion?.trim() ? `${head} ${suggestion.trim()}` : head;
    })
    .join('\n');
}

export interface NoRatesContext {
  saturdayDelivery?: boolean | null;
  destinationHasPoBox?: boolean | null;
}

/** Suggestions when no rates are returned (wording ours). */
export function noRatesSuggestions(ctx: NoRatesContext): string[] {
  const out: string[] = [];
  if (ctx.saturdayDelivery) out.push(NO_RATES_SATURDAY_SUGGESTION);
  if (ctx.destinationHasPoBox) out.push(NO_RATES_PO_BOX_SUGGESTION);
  return out;
}

/** Action error titles (orders §8). */
export const ACTION_ERROR_ACTIONS = ['create', 'purchase', 'refund', 'fulfill'] as const;
export type ActionErrorAction = (typeof ACTION_ERROR_ACTIONS)[number] | 'load_more_rates';
const VERBS: Readonly<Record<(typeof ACTION_ERROR_ACTIONS)[number], string>> = {
  create: 'creating',
  purchase: 'purchasing',
  refund: 'refunding',
  fulfill: 'fulfilling',
};

export function actionErrorTitle(action: ActionErrorAction, subject: 'shipment' | 'order' = 'shipment'): string {
  if (action === 'load_more_rates') return 'Error in loading more rates';
  return `Error in ${VERBS[action]} the ${subject}`;
}

/** Error location (orders §8): which part of the order form an error belongs to. */
export const ERROR_LOCATIONS = ['isOrder', 'isShipment', 'isToAddress', 'isFromAddress', 'isWeight', 'isRate'] as const;
export type ErrorLocation = (typeof ERROR_LOCATIONS)[number];

export interface ErrorSource {
  message: string;
  /** Where the error was raised: an order-level error, a rating call, or a shipment call. */
  source: 'order' | 'rate' | 'shipment';
}

/**
 * Order errors stay on the order; then the message decides: starts with shipto → recipient,
 * shipfrom → sender (both before the postal-code test so "ShipFrom postal code" stays with the sender),
 * mentions postal code → recipient, mentions weight/length/width/height/dimension → weight;
 * otherwise rate for rating errors, shipment for the rest.
 */
export function locateError({ message, source }: ErrorSource): ErrorLocation {
  if (source === 'order') return 'isOrder';
  const compact = message
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
  const lower = message.toLowerCase();
  if (compact.startsWith('shipto')) return 'isToAddress';
  if (compact.startsWith('shipfrom')) return 'isFromAddress';
  if (/postal[\s_-]*code/.test(lower)) return 'isToAddress';
  if (/weight|length|width|height|dimension/.test(lower)) return 'isWeight';
  return source === 'rate' ? 'isRate' : 'isShipment';
}

export function errorContext(location: ErrorLocation): Record<ErrorLocation, boolean> {
  return Object.fromEntries(ERROR_LOCATIONS.map((l) => [l, l === location])) as Record<ErrorLocation, boolean>;
}
