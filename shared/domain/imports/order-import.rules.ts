import * as z from 'zod';
import { isKnownRegion, isSupportedCountry } from '../address/regions';
import { parseDate } from '../dates/date-format.rules';
import { zonedTimeToInstant } from '../dates/zoned-time.rules';
import { quantityField } from '../validation/fields.schema';
import { orderSchema, storedShippingAddressSchema } from '../orders/order.schema';
import type { OrderContent } from '../orders/order-build.rules';
import type { OrderRecord, OrderWarning } from '../orders/order-record';
import { ORDER_ISSUES, orderSubmitProblemLines } from '../orders/order-submit.rules';
import { shipmentSchema } from '../shipments/shipment.schema';
import { parseWeightUnit } from '../units/units.rules';
import {
  optionalEmailField,
  optionalMoneyField,
  optionalNumberField,
  optionalPhoneField,
  optionalText,
} from '../validation/fields.schema';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { TEXT_MAX, unitsPerOrderIssue, weightLimitIssue } from '../validation/bounded.schema';
import { isZip } from '../validation/patterns';
import { applyMapping, type ColumnMapping } from './column-mapping.rules';
import { IMPORT_CHUNK_ROWS, ORDER_IMPORT_FIELD_KEYS, type OrderImportField } from './import-fields.constants';

/** One spreadsheet row as sent: its row number in the file (header = 1) and header → cell text. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

/** A per-row error in the spec's words: the row number, the import field, the message. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 60;
const splitTags = (text: string) =>
  text
    .split(/[,;|]/)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * An order date as spreadsheets write it: MM/DD/YYYY (orders §9 date format, read at noon in the
 * merchant's timezone so the calendar day survives any offset), YYYY-MM-DD, or an ISO instant.
 */
export function parseImportDate(text: string, timeZone: string): string | undefined {
  const t = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?)?$/.exec(t);
  if (us) {
    const date = parseDate(`${us[1].padStart(2, '0')}/${us[2].padStart(2, '0')}/${us[3]}`);
    if (!date) return undefined;
    let hour = us[4] ? Number(us[4]) : 12;
    const minute = us[5] ? Number(us[5]) : 0;
    if (us[6]) hour = (hour % 12) + (us[6].toLowerCase() === 'pm' ? 12 : 0);
    if (hour > 23 || minute > 59) return undefined;
    return zonedTimeToInstant(date, hour, minute, timeZone).toISOString();
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) {
    const date = parseDate(`${iso[2]}/${iso[3]}/${iso[1]}`);
    return date ? zonedTimeToInstant(date, 12, 0, timeZone).toISOString() : undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(t) && !Number.isNaN(Date.parse(t))) return new Date(t).toISOString();
  return undefined;
}

const dateText = z
  .string()
  .refine((v) => v === '' || parseImportDate(v, 'UTC') !== undefined, OUR_MESSAGES.invalidDate);
const nonNegative = () => optionalNumberField().refine((v) => v === undefined || v >= 0, MESSAGES.invalid);
const weightUnitText = z.string().refine((v) => v === '' || parseWeightUnit(v) !== undefined, MESSAGES.invalid);
const zipText = optionalText(10).refine((v) => v === '' || isZip(v), MESSAGES.invalidZip);
const countryText = optionalText().refine((v) => v === '' || isSupportedCountry(v), MESSAGES.invalid);
const tagsText = z
  .string()
  .refine((v) => splitTags(v).every((t) => t.length <= MAX_TAG_LENGTH), MESSAGES.tooLong)
  .refine((v) => splitTags(v).length <= MAX_TAGS, MESSAGES.tooLong);

/**
 * One mapped row, validated with the shared field builders (orders §5 field messages, the
 * Recipient caps of accounts §5, the order form's quantity wording). Blank recipient fields are
 * not errors: the order is stored with an address warning that blocks purchase instead.
 */
export const orderImportRowSchema = z
  .object({
    orderNumber: z.string().min(1, MESSAGES.required).max(60, MESSAGES.tooLong),
    orderDate: dateText,
    sku: optionalText(TEXT_MAX.id),
    productTitle: optionalText(TEXT_MAX.name),
    quantity: quantityField(),
    price: optionalMoneyField(),
    weight: nonNegative(),
    weightUnit: weightUnitText,
    recipientName: optionalText(35),
    company: optionalText(35),
    email: optionalEmailField(),
    phone: optionalPhoneField(),
    address1: optionalText(35),
    address2: optionalText(35),
    city: optionalText(30),
    state: optionalText(35),
    zip: zipText,
    country: countryText,
    tags: tagsText,
    batchNumber: optionalText(60),
    comment: optionalText(500),
    warehouseName: optionalText(100),
  })
  .superRefine((r, ctx) => {
    // orders §5: a product needs an identifier.
    if (r.sku === '' && r.productTitle === '')
      ctx.addIssue({ code: 'custom', path: ['sku'], message: MESSAGES.required });
    const country = (r.country || 'US').toUpperCase();
    if (r.state !== '' && isSupportedCountry(country) && !isKnownRegion(country, r.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.invalidState });
    }
  });
export type OrderImportRow = z.output<typeof orderImportRowSchema>;

export interface ValidatedRow {
  row: number;
  values: OrderImportRow;
}

/** Every row read through the mapping and checked; errors one per field, in field order. */
export function validateOrderRows(
  rows: readonly ImportRow[],
  mapping: ColumnMapping<OrderImportField>,
): { valid: ValidatedRow[]; errors: ImportRowError[] } {
  const valid: ValidatedRow[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, values } of rows) {
    const mapped = applyMapping(values, mapping, ORDER_IMPORT_FIELD_KEYS);
    const parsed = orderImportRowSchema.safeParse(mapped);
    if (parsed.success) {
      valid.push({ row, values: parsed.data });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '_');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  }
  return { valid, errors };
}

/**
 * What holds a whole order back beyond its cells: a line weighing over 10,000 lb in the unit the
 * order reads it in, or more units than an order may hold (bounded.schema), so an imported order
 * is never bigger than the editor could save.
 */
export function importedGroupErrors(group: ImportedOrderGroup): ImportRowError[] {
  const groupUnit = parseWeightUnit(firstValue(group, 'weightUnit')) ?? 'lb';
  const errors: ImportRowError[] = [];
  for (const { row, values } of group.rows) {
    const message = weightLimitIssue(values.weight, parseWeightUnit(values.weightUnit) ?? groupUnit);
    if (message) errors.push({ row, field: 'weight', message });
  }
  const units = unitsPerOrderIssue([{ products: group.rows.map((r) => r.values) }]);
  if (units) errors.push(...group.rows.map(({ row }) => ({ row, field: 'quantity', message: units })));
  return errors;
}

/** Rows sharing an order number (case-insensitive) are one order with several product lines. */
export interface ImportedOrderGroup {
  orderNumber: string;
  rows: ValidatedRow[];
}

export const orderNumberGroupKey = (orderNumber: string) => orderNumber.trim().toLowerCase();

export function groupOrderRows(rows: readonly ValidatedRow[]): ImportedOrderGroup[] {
  const groups = new Map<string, ImportedOrderGroup>();
  for (const r of rows) {
    const key = orderNumberGroupKey(r.values.orderNumber);
    const group = groups.get(key);
    if (group) group.rows.push(r);
    else groups.set(key, { orderNumber: r.values.orderNumber.trim(), rows: [r] });
  }
  return [...groups.values()];
}

/** Order-level cells: the first non-blank value among the group's rows (stores repeat them, or leave them blank after the first line). */
function firstValue(group: ImportedOrderGroup, field: keyof OrderImportRow): string {
  for (const r of group.rows) {
    const v = r.values[field];
    if (typeof v === 'string' && v !== '') return v;
  }
  return '';
}

const RECIPIENT_FIELDS = [
  'recipientName',
  'company',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
] as const;

/** The order content of a group (for buildNewOrder or an update): one shipment holding every line. */
export function groupToOrderContent(
  group: ImportedOrderGroup,
  timeZone: string,
): OrderContent & { warehouseName: string } {
  const v = (f: keyof OrderImportRow) => firstValue(group, f);
  const weightUnit = parseWeightUnit(v('weightUnit')) ?? 'lb';
  const products = group.rows.map(({ values: r }) => ({
    sku: r.sku,
    title: r.productTitle || r.sku,
    quantity: r.quantity,
    ...(r.price !== undefined ? { price: r.price } : {}),
    dimensions: { weight: { value: r.weight ?? 0, units: parseWeightUnit(r.weightUnit) ?? weightUnit } },
  }));
  const order = orderSchema.parse({
    orderNumber: group.orderNumber,
    shippingAddress: storedShippingAddressSchema.parse({
      name: v('recipientName'),
      company: v('company'),
      email: v('email'),
      phone: v('phone'),
      address1: v('address1'),
      address2: v('address2'),
      city: v('city'),
      state: v('state').toUpperCase(),
      country: (v('country') || 'US').toUpperCase(),
      zip: v('zip'),
      residential: v('company') === '',
    }),
    shipments: [shipmentSchema.parse({ products, weights: { type: 'product', weightToShow: weightUnit } })],
    tags: [...new Set(group.rows.flatMap((r) => splitTags(r.values.tags)))].slice(0, MAX_TAGS),
    batchNumber: v('batchNumber') || null,
    comment: v('comment'),
  });
  const { id: _id, warehouse: _w, archived: _a, isCancelled: _c, printed: _p, ...content } = order;
  const orderDate = v('orderDate') ? parseImportDate(v('orderDate'), timeZone) : undefined;
  return { ...content, ...(orderDate ? { orderDate } : {}), warehouseName: v('warehouseName') };
}

/**
 * An update by re-import: the columns the file carries replace the stored values; what it does
 * not carry (box, packagings, options, a warehouse or tags set in the editor) is kept. Lines go
 * into the first shipment, which keeps its id (and so its purchase state) and its box.
 */
export function mergeImportedContent(
  existing: OrderRecord,
  imported: OrderContent,
  mapped: ReadonlySet<OrderImportField>,
): OrderContent {
  const has = (f: OrderImportField) => mapped.has(f);
  const recipientMapped = RECIPIENT_FIELDS.some(has);
  const first = existing.shipments[0];
  const importedShipment = imported.shipments[0];
  return {
    ...existing,
    shippingAddress: recipientMapped ? imported.shippingAddress : existing.shippingAddress,
    shipments: first
      ? [{ ...first, products: importedShipment.products }, ...existing.shipments.slice(1)]
      : imported.shipments,
    orderDate: has('orderDate') && imported.orderDate ? imported.orderDate : existing.orderDate,
    tags: has('tags') && imported.tags.length ? imported.tags : existing.tags,
    batchNumber: has('batchNumber') && imported.batchNumber ? imported.batchNumber : existing.batchNumber,
    comment: has('comment') && imported.comment ? imported.comment : existing.comment,
  };
}

/** What an import can change, as one comparable key: equal keys mean a re-import changes nothing. */
export function importContentKey(
  order: Pick<
    OrderRecord,
    'orderNumber' | 'orderDate' | 'shippingAddress' | 'shipments' | 'tags' | 'batchNumber' | 'comment'
  > & { warehouse?: { id?: string } | null },
): string {
  const a = order.shippingAddress;
  return JSON.stringify([
    order.orderNumber.trim().toLowerCase(),
    order.orderDate,
    a ? [a.name, a.company, a.email, a.phone, a.address1, a.address2, a.city, a.state, a.country, a.zip] : null,
    order.shipments.map((s) =>
      s.products.map((p) => [
        p.sku,
        p.title,
        p.quantity,
        p.price ?? null,
        p.dimensions?.weight?.value ?? 0,
        p.dimensions?.weight?.units ?? 'lb',
      ]),
    ),
    order.tags,
    order.batchNumber ?? null,
    order.comment,
    order.warehouse?.id ?? null,
  ]);
}

/**
 * Imported orders skip the editor's submit checks; what would block purchase becomes warnings
 * (orders §4 warning types): the recipient line is an 'address' warning, every other line an
 * 'order' warning. Warnings of other types (create, buy, fulfillment, refund) are kept.
 */
export function withImportWarnings(order: OrderRecord): OrderRecord {
  const lines = orderSubmitProblemLines(order);
  const fresh: OrderWarning[] = lines.map((message) => ({
    type: message === ORDER_ISSUES.recipientInvalid ? 'address' : 'order',
    message,
  }));
  const kept = order.warnings.filter((w) => w.type !== 'order' && w.type !== 'address');
  return { ...order, warnings: [...kept, ...fresh] };
}

/**
 * Chunks of at most `maxRows` rows for the browser to send, never splitting one order's rows
 * across two requests (so every chunk can upsert whole orders).
 */
export function chunkImportRows<T>(
  rows: readonly T[],
  orderNumberOf: (row: T) => string,
  maxRows = IMPORT_CHUNK_ROWS,
): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = orderNumberGroupKey(orderNumberOf(row)) || `\u0000${groups.size}`;
    const g = groups.get(key);
    if (g) g.push(row);
    else groups.set(key, [row]);
  }
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const group of groups.values()) {
    if (current.length && current.length + group.length > maxRows) {
      chunks.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length) chunks.push(current);
  return chunks;
}
