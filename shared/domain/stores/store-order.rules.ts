import * as z from 'zod';
import {
  orderImportRowSchema,
  type ImportRowError,
  type ImportedOrderGroup,
  type ValidatedRow,
} from '../imports/order-import.rules';
import { ORDER_IMPORT_FIELD_KEYS, type OrderImportField } from '../imports/import-fields.constants';
import { toShippingAddress } from '../address/address-mappers.rules';
import type { PostalAddress } from '../address/postal-address';
import { REGIONS_BY_COUNTRY, isSupportedCountry } from '../address/regions';
import { ORDER_COMMENT_MAX } from '../orders/order.schema';
import { convertWeight, round4, type LengthUnit, type WeightUnit } from '../units/units.rules';
import { MONEY_MAX, TEXT_MAX } from '../validation/bounded.schema';

/**
 * What every platform's order mapping shares: the context it reads, the outcome it returns and the
 * helpers that turn platform text into the spreadsheet row the CSV import already validates
 * (`orderImportRowSchema`), so a webhook order and a file row meet the same rules.
 */

/** The store platforms whose orders map today (accounts §1 platform names). */
export const ORDER_MAPPING_PLATFORMS = ['shopify', 'woocommerce', 'bigcommerce', 'square', 'amazon', 'shippo'] as const;
export type OrderMappingPlatform = (typeof ORDER_MAPPING_PLATFORMS)[number];

/** importOptions per platform (orders §3 User): the units the platform's numbers are read in. */
export interface StoreImportOptions {
  defaultWeightUnits?: WeightUnit;
  defaultDimensionUnits?: LengthUnit;
}

export interface StoreOrderContext {
  storeId: string;
  /** The account's importOptions for this platform; absent units read as lb and in. */
  importOptions: StoreImportOptions;
  /**
   * The store's shopDomains entry (orders §3 User: shop, platformType): a Shopify shop
   * ("smokehouse.myshopify.com"), a WooCommerce site URL, a BigCommerce store hash. Only used for
   * the admin deep link; an unusable value gives no link rather than an error.
   */
  shop?: string;
  /**
   * accounts §3 importAdditionalDetails: when on, the buyer's note and the requested shipping
   * service are written into the order comment; the mapping keeps both in `store` either way.
   */
  importAdditionalDetails?: boolean;
}

export interface StoreOrderTotals {
  currency: string;
  /** Dollars kept to the cent, as the order's orderValue and product prices are. */
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** What the import rows cannot carry: the platform's identity of the order and its sync state. */
export interface StoreOrderMeta {
  platform: OrderMappingPlatform;
  storeId: string;
  orderNumber: string;
  platformOrderId: string;
  /** ISO instant of the platform's last change: a later webhook with an older one is stale. */
  updatedAt: string;
  cancelled: boolean;
  /** The store admin's page for the order (orders §2 deep links), or null without a usable shop. */
  adminUrl: string | null;
  requestedService: string;
  /** The buyer's note, capped at the order comment's length. */
  note: string;
  totals: StoreOrderTotals;
}

export const STORE_ORDER_SKIP_REASONS = {
  noShippingAddress: 'No shipping address: digital, pickup or local delivery orders are not shipped',
  noLines: 'No product lines to ship',
  alreadyShipped: 'Already shipped on the platform it came from',
} as const;
export type StoreOrderSkipReason = keyof typeof STORE_ORDER_SKIP_REASONS;

/**
 * One platform order mapped: `group` is exactly what the CSV import's `upsertGroup` consumes
 * (store + order number idempotency, packing, account defaults); a skipped order says why; an
 * invalid one carries the CSV's per-field messages, rows being the order's lines (1-based).
 * A payload that does not parse at all is `invalid` with the field `payload`.
 */
export type StoreOrderMapping =
  | { outcome: 'mapped'; group: ImportedOrderGroup; mapped: ReadonlySet<OrderImportField>; store: StoreOrderMeta }
  | { outcome: 'skipped'; reason: StoreOrderSkipReason; message: string; store: StoreOrderMeta }
  | { outcome: 'invalid'; errors: ImportRowError[]; store?: StoreOrderMeta };

// ---- bounded payload fields (every string capped, every number bounded) ----

const PAYLOAD_TEXT_MAX = 20_000;
/** Any platform text: capped hard so a hostile payload is refused before it is copied anywhere. */
export const payloadText = (max: number = TEXT_MAX.note) => z.string().max(max);
/** Free text a buyer types (notes): accepted up to a large cap, then cut to the comment's length by the mapping. */
export const payloadNote = () => z.string().max(PAYLOAD_TEXT_MAX);
/** Ids arrive as numbers or strings depending on the platform and API version. */
export const payloadId = () =>
  z.union([z.string().max(TEXT_MAX.id), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]);
/** A decimal as text ("24.99", "24.9900") or a number; parsed to cents by `centsOf`. */
export const payloadDecimal = () => z.union([z.string().max(32), z.number().min(-MONEY_MAX).max(MONEY_MAX)]);
export const payloadCount = () => z.number().int().min(0).max(1_000_000);

// ---- helpers ----

/**
 * A platform decimal to integer cents without floating-point drift ("24.995" → 2500, half up);
 * blank, absurd or unparseable values are 0 so totals never throw.
 */
export function centsOf(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const m = /^(-?)(\d{1,9})(?:\.(\d{1,8}))?$/.exec(text);
  if (!m) return 0;
  const fraction = (m[3] ?? '').padEnd(3, '0');
  const cents = Number(m[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return m[1] === '-' ? -cents : cents;
}

/** A platform decimal that is not money (a weight "0.3750"): finite and bounded, else 0. */
export function decimalOf(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,9}(\.\d{1,8})?\s*$/.test(value ?? '') ? Number(value) : 0;
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? n : 0;
}

/** Cents to dollars kept to the cent (the unit of product prices and orderValue). */
export const dollarsOf = (cents: number) => Math.round(cents) / 100;

/** Dollars as the import's price cell takes them ("24.99"). */
const priceCell = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2) : cents === 0 ? '0' : '');

/** An instant the platform wrote (ISO with or without offset, RFC 2822) as ISO UTC, or undefined. */
export function isoInstant(value: string | null | undefined, assumeUtc = false): string | undefined {
  if (!value) return undefined;
  const text = assumeUtc && /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value) ? `${value}Z` : value;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Cut text to `max` characters (buyer notes, titles): the order keeps what fits instead of being refused. */
export const cap = (text: string | null | undefined, max: number) => (text ?? '').trim().slice(0, max);

/** A weight the platform gives in `from`, in the unit the account imports this platform's products in. */
export function weightIn(value: number, from: WeightUnit, to: WeightUnit): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return round4(convertWeight(value, from, to));
}

/**
 * A state or province as the import takes it, its code: platforms that send the name ("Texas",
 * "Ontario") are read back through the region list; anything else is passed on for the row check.
 */
export function regionCode(country: string, state: string): string {
  const c = country.trim().toUpperCase();
  const s = state.trim();
  if (!isSupportedCountry(c) || c === 'GB') return s;
  const regions = REGIONS_BY_COUNTRY[c];
  if (Object.hasOwn(regions, s.toUpperCase())) return s.toUpperCase();
  const hit = Object.entries(regions).find(([, name]) => name.toLowerCase() === s.toLowerCase());
  return hit ? hit[0] : s;
}

export const weightUnitOf = (ctx: StoreOrderContext): WeightUnit => ctx.importOptions.defaultWeightUnits ?? 'lb';

export interface StoreLine {
  sku: string;
  title: string;
  quantity: number;
  priceCents: number;
  /** In the account's import weight unit. */
  weight: number;
}

// ---- the blocks every platform fills with its own field names ----

type PayloadText = string | null | undefined;

/** A platform address by meaning: each platform's mapper passes its own fields here. */
export interface PlatformAddressParts {
  /** The full name, when the platform keeps one; else the first and last names are joined. */
  name?: PayloadText;
  firstName?: PayloadText;
  lastName?: PayloadText;
  company?: PayloadText;
  /** The street lines in order: the first is street1, the others join into street2 (the import has two). */
  streets: readonly PayloadText[];
  city?: PayloadText;
  state?: PayloadText;
  zip?: PayloadText;
  country?: PayloadText;
  phone?: PayloadText;
  email?: PayloadText;
}

/**
 * A platform address as the internal address, every part a text. `contact` fills a phone or an
 * email the shipping address lacks (the billing address, the order's own contact).
 */
export function storeAddressOf(
  a: PlatformAddressParts,
  contact: { phone?: PayloadText; email?: PayloadText } = {},
): PostalAddress {
  const [street1, ...more] = a.streets;
  return {
    name: a.name || [a.firstName, a.lastName].filter(Boolean).join(' '),
    company: a.company ?? '',
    street1: street1 ?? '',
    street2: more
      .map((s) => (s ?? '').trim())
      .filter(Boolean)
      .join(', '),
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    country: a.country ?? '',
    phone: a.phone || contact.phone || '',
    email: a.email || contact.email || '',
  };
}

/** A product line: a variant's name follows the product's ("Hoodie - Large"); a line without weight weighs 0. */
export function storeLineOf(line: {
  sku?: PayloadText;
  title?: PayloadText;
  variant?: PayloadText;
  quantity: number;
  priceCents: number;
  weight?: number;
}): StoreLine {
  return {
    sku: line.sku ?? '',
    title: line.variant ? `${line.title ?? ''} - ${line.variant}` : (line.title ?? ''),
    quantity: line.quantity,
    priceCents: line.priceCents,
    weight: line.weight ?? 0,
  };
}

/** What the platform says the order costs, in cents; the currency is USD when it names none. */
export function storeTotalsOf(t: {
  currency?: PayloadText;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}): StoreOrderTotals {
  return {
    currency: t.currency ?? 'USD',
    subtotal: dollarsOf(t.subtotalCents),
    shipping: dollarsOf(t.shippingCents),
    tax: dollarsOf(t.taxCents),
    total: dollarsOf(t.totalCents),
  };
}

/**
 * The order's platform identity and sync state: the last change is `updatedAt`, else the order's
 * creation; the requested service and the note are cut to what the order keeps.
 */
export function storeOrderMetaOf(m: {
  platform: OrderMappingPlatform;
  ctx: StoreOrderContext;
  orderNumber: string;
  platformOrderId: string;
  createdAt: string | undefined;
  updatedAt: string | undefined;
  cancelled: boolean;
  adminUrl: string | null;
  requestedService: PayloadText;
  note: PayloadText;
  totals: StoreOrderTotals;
}): StoreOrderMeta {
  return {
    platform: m.platform,
    storeId: m.ctx.storeId,
    orderNumber: m.orderNumber,
    platformOrderId: m.platformOrderId,
    updatedAt: m.updatedAt ?? m.createdAt ?? '',
    cancelled: m.cancelled,
    adminUrl: m.adminUrl,
    requestedService: cap(m.requestedService, TEXT_MAX.name),
    note: cap(m.note, ORDER_COMMENT_MAX),
    totals: m.totals,
  };
}

/** An address needs a street and a city or postal code to be a place a parcel can go. */
export const isShippable = (a: PostalAddress | undefined): a is PostalAddress =>
  !!a && a.street1.trim() !== '' && (a.city.trim() !== '' || a.zip.trim() !== '');

/** Names longer than a label prints are cut; streets, cities and codes are never cut (a wrong street ships wrong). */
const NAME_MAX = 35;
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 60;

/** Order-level cells every row repeats, as a store's CSV export does: the order's shipping address in the import's words. */
function orderCells(
  orderNumber: string,
  orderDate: string,
  address: PostalAddress,
  tags: readonly string[],
  comment: string,
  weightUnit: WeightUnit,
): Record<string, string> {
  const cleanTags = tags
    .map((t) => t.replace(/[,;|]/g, ' ').trim().slice(0, MAX_TAG_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_TAGS);
  const a = toShippingAddress(address);
  return {
    orderNumber,
    orderDate,
    weightUnit,
    recipientName: cap(a.name, NAME_MAX),
    company: cap(a.company, NAME_MAX),
    email: a.email.trim(),
    phone: a.phone.trim(),
    address1: a.address1.trim(),
    address2: a.address2.trim(),
    city: a.city.trim(),
    state: regionCode(a.country, a.state).toUpperCase(),
    zip: a.zip.trim().toUpperCase(),
    country: a.country.trim().toUpperCase(),
    tags: cleanTags.join(','),
    batchNumber: '',
    comment: cap(comment, ORDER_COMMENT_MAX),
    warehouseName: '',
  };
}

/** The import fields a webhook order always carries: an update replaces all of them (mergeImportedContent). */
export const STORE_MAPPED_FIELDS: ReadonlySet<OrderImportField> = new Set<OrderImportField>(
  ORDER_IMPORT_FIELD_KEYS.filter((k) => k !== 'batchNumber' && k !== 'warehouseName'),
);

/** The comment an order gets: with importAdditionalDetails, the buyer's note and the requested service. */
export function storeOrderComment(ctx: StoreOrderContext, note: string, requestedService: string): string {
  if (!ctx.importAdditionalDetails) return '';
  const parts = [note.trim(), requestedService.trim() ? `Requested service: ${requestedService.trim()}` : ''];
  return cap(parts.filter(Boolean).join('\n'), ORDER_COMMENT_MAX);
}

export interface StoreOrderParts {
  store: StoreOrderMeta;
  orderDate: string;
  address: PostalAddress | undefined;
  lines: readonly StoreLine[];
  tags: readonly string[];
  ctx: StoreOrderContext;
}

/**
 * The platform-neutral end of every mapping: skip orders nothing ships for, then validate each
 * line as the CSV row it would be, so errors carry the import's field names and messages.
 */
export function toStoreOrderMapping({
  store,
  orderDate,
  address,
  lines,
  tags,
  ctx,
}: StoreOrderParts): StoreOrderMapping {
  if (!isShippable(address))
    return {
      outcome: 'skipped',
      reason: 'noShippingAddress',
      message: STORE_ORDER_SKIP_REASONS.noShippingAddress,
      store,
    };
  if (lines.length === 0)
    return { outcome: 'skipped', reason: 'noLines', message: STORE_ORDER_SKIP_REASONS.noLines, store };
  const cells = orderCells(
    store.orderNumber,
    orderDate,
    address,
    tags,
    storeOrderComment(ctx, store.note, store.requestedService),
    weightUnitOf(ctx),
  );
  const rows: ValidatedRow[] = [];
  const errors: ImportRowError[] = [];
  lines.forEach((line, i) => {
    const row = i + 1;
    const parsed = orderImportRowSchema.safeParse({
      ...cells,
      sku: line.sku.trim(),
      productTitle: cap(line.title, TEXT_MAX.name),
      quantity: String(line.quantity),
      price: priceCell(line.priceCents),
      weight: String(line.weight),
    });
    if (parsed.success) {
      rows.push({ row, values: parsed.data });
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '_');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  });
  if (errors.length) return { outcome: 'invalid', errors, store };
  return { outcome: 'mapped', group: { orderNumber: store.orderNumber, rows }, mapped: STORE_MAPPED_FIELDS, store };
}

/** A payload that failed its platform schema: one error naming the first bad path, never a throw. */
export function invalidPayload(error: z.ZodError): StoreOrderMapping {
  const issue = error.issues[0];
  return {
    outcome: 'invalid',
    errors: [{ row: 0, field: `payload.${issue?.path.join('.') ?? ''}`, message: issue?.message ?? 'Invalid value' }],
  };
}
