import { sanitizeClaimAddress, sanitizeClaimName } from '../address/address-classification.rules';
import { fromShippingAddress, type LooseShippingAddress } from '../address/address-mappers.rules';
import type { LoosePostalAddress } from '../address/postal-address';
import { formatDate } from '../dates/date-format.rules';

/**
 * Claim form prefill (accounts §3 "Claim form prefill rules"), built from a shipment or order
 * plus its claimDetails. Input types are structural; the Shipment and Order schemas fit them.
 */
export const CLAIM_BLOCK_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
  'emailAddress',
  'fullName',
] as const;
export type ClaimBlockField = (typeof CLAIM_BLOCK_FIELDS)[number];
export type ClaimBlock = Record<ClaimBlockField, string>;
export const CLAIM_BLOCKS = ['contactDetails', 'senderDetails', 'recipientDetails', 'payeeDetails'] as const;
export type ClaimBlockName = (typeof CLAIM_BLOCKS)[number];

/** Defaults (accounts §3): the values are ours, the spec only names them. */
export const CLAIM_DEFAULT_CARRIER = 'UPS';
export const CLAIM_PLACEHOLDER_MERCHANT_NAME = 'Merchant';
export const CLAIM_DEFAULT_PHONE = '1234567890';
export const CLAIM_PLACEHOLDER_PAYEE_EMAIL = 'payee@example.com';
export const CLAIM_SUPPORT_EMAIL = 'support@shipdeck.example';

type Num = number | string | null | undefined;
type Str = string | null | undefined;

/** The fields of an order's warehouse address the claim reads (orders §3 warehouse). */
type ClaimWarehouseAddress = {
  [K in 'companyName' | 'phone' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode' | 'country']?: Str;
};

export interface ClaimPrefillShipment {
  products?: ReadonlyArray<{ quantity?: Num }> | null;
  label?: { trackingCode?: Str } | null;
  preferredRate?: { carrier?: Str; service?: Str; markedUpRates?: { rate?: Num } | null } | null;
  createdShipment?: {
    tracking_code?: Str;
    selected_rate?: { carrier?: Str; service?: Str; markedUpRates?: { rate?: Num } | null } | null;
    from_address?: LoosePostalAddress | Record<string, unknown> | null;
    to_address?: LoosePostalAddress | Record<string, unknown> | null;
  } | null;
}

export interface ClaimDetailsInput {
  bol?: Str;
  shipDate?: Str;
  lossDate?: Str;
  lossCause?: Str;
  commodity?: Str;
  merchandiseAmount?: Num;
  merchandiseDescription?: Str;
  damageDescription?: Str;
  repairable?: string | boolean | null;
  quantity?: Num;
  carrier?: Str;
  service?: Str;
  reshipTrackingNumber?: Str;
  reshipTrackingUrl?: Str;
  creditMemoRefundNo?: Str;
  referenceNumber?: Str;
  shippingAmount?: Num;
  additionalNotes?: Str;
  packagingAdjustment?: Num;
}

export interface ClaimPrefillSource {
  shipment?: ClaimPrefillShipment | null;
  order?: {
    warehouse?: { address?: ClaimWarehouseAddress | null } | null;
    shipments?: readonly ClaimPrefillShipment[] | null;
    /** Where the label was addressed: the recipient when the created shipment does not carry its to_address. */
    shippingAddress?: LooseShippingAddress | null;
  } | null;
  claimDetails?: ClaimDetailsInput | null;
  /** The claim's own blocks (a draft being reopened, or the form's current values). */
  blocks?: Partial<Record<ClaimBlockName, Partial<ClaimBlock> | null>> | null;
}

export interface ClaimDetailsPrefill extends Omit<
  ClaimDetailsInput,
  'bol' | 'lossDate' | 'repairable' | 'quantity' | 'carrier' | 'shippingAmount'
> {
  bol: string;
  lossDate: string;
  repairable: boolean;
  quantity: number;
  carrier: string;
  shippingAmount: number | undefined;
}

export type ClaimPrefill = { claimDetails: ClaimDetailsPrefill } & Record<ClaimBlockName, ClaimBlock>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const firstText = (...vs: unknown[]): string => vs.map(text).find((s) => s !== '') ?? '';
function num(v: Num): number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** repairable is true for y or yes in any case (and for a stored true). */
export function isRepairable(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return ['y', 'yes'].includes((value ?? '').trim().toLowerCase());
}

/** The carrier shown on the claim: UPS by default; UPSSurePost is written UPS SUREPOST. */
export function claimCarrierName(carrier: string | null | undefined): string {
  const c = (carrier ?? '').trim();
  if (c === '') return CLAIM_DEFAULT_CARRIER;
  return c.replace(/\s+/g, '').toLowerCase() === 'upssurepost' ? 'UPS SUREPOST' : c;
}

/** Sum of product quantities when positive, else claimDetails.quantity, else 0. */
export function claimQuantity(
  shipment: ClaimPrefillShipment | null | undefined,
  details: ClaimDetailsInput | null | undefined,
): number {
  const sum = (shipment?.products ?? []).reduce((acc, p) => acc + (num(p.quantity) ?? 0), 0);
  if (sum > 0) return sum;
  return num(details?.quantity) ?? 0;
}

/** preferred rate's marked-up rate → created shipment's selected-rate marked-up rate → claimDetails.shippingAmount. */
export function claimShippingAmount(
  shipment: ClaimPrefillShipment | null | undefined,
  details: ClaimDetailsInput | null | undefined,
): number | undefined {
  return (
    num(shipment?.preferredRate?.markedUpRates?.rate) ??
    num(shipment?.createdShipment?.selected_rate?.markedUpRates?.rate) ??
    num(details?.shippingAmount)
  );
}

/** bol → label tracking code → created shipment's tracking code. */
export function claimBol(
  shipment: ClaimPrefillShipment | null | undefined,
  details: ClaimDetailsInput | null | undefined,
): string {
  return firstText(details?.bol, shipment?.label?.trackingCode, shipment?.createdShipment?.tracking_code);
}

function splitName(full: string): Pick<ClaimBlock, 'firstName' | 'lastName'> {
  const [first = '', ...rest] = full.split(/\s+/).filter(Boolean);
  return { firstName: first, lastName: rest.join(' ') };
}

type PartialBlock = Partial<ClaimBlock>;

/** The warehouse as the sender's address: its company is the claimant's name; its second street line only. */
function fromWarehouse(a: ClaimWarehouseAddress | null | undefined): PartialBlock {
  if (!a) return {};
  return fromAddress({
    company: a.companyName,
    phone: a.phone,
    street1: a.street1,
    street2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.zipCode,
    country: a.country,
  });
}

function fromClaimBlock(b: PartialBlock | null | undefined): PartialBlock {
  if (!b) return {};
  const joined = [text(b.firstName), text(b.lastName)].filter(Boolean).join(' ');
  const fullName = firstText(b.fullName, joined);
  const split = splitName(fullName);
  return {
    ...b,
    fullName,
    firstName: firstText(b.firstName, split.firstName),
    lastName: firstText(b.lastName, split.lastName),
  };
}

/** An address as a claim block: the name, else the company, is the full name. */
function fromAddress(raw: LoosePostalAddress | Record<string, unknown> | null | undefined): PartialBlock {
  if (!raw) return {};
  const a = raw as LoosePostalAddress;
  const fullName = firstText(a.name, a.company);
  return {
    fullName,
    ...splitName(fullName),
    phoneNumber: text(a.phone),
    emailAddress: text(a.email),
    addressLine1: text(a.street1),
    addressLine2: text(a.street2),
    city: text(a.city),
    state: text(a.state),
    postalCode: text(a.zip),
    country: text(a.country),
  };
}

/** Field by field, the first source with a value wins; then names and address text are sanitised. */
function mergeBlock(sources: readonly PartialBlock[], defaults: PartialBlock): ClaimBlock {
  const block = Object.fromEntries(
    CLAIM_BLOCK_FIELDS.map((f) => [f, firstText(...sources.map((s) => s[f]), defaults[f])]),
  ) as ClaimBlock;
  for (const f of ['firstName', 'lastName', 'fullName'] as const) block[f] = sanitizeClaimName(block[f]);
  for (const f of ['addressLine1', 'addressLine2', 'city'] as const) block[f] = sanitizeClaimAddress(block[f]);
  return block;
}

export interface ClaimPrefillOptions {
  now: Date;
  /** The merchant's timezone, for "today". */
  timeZone: string;
}

export function prefillClaim(source: ClaimPrefillSource, { now, timeZone }: ClaimPrefillOptions): ClaimPrefill {
  const shipment = source.shipment ?? source.order?.shipments?.[0] ?? null;
  const details = source.claimDetails ?? {};
  const warehouse = fromWarehouse(source.order?.warehouse?.address);
  const created = shipment?.createdShipment;
  const from = fromAddress(created?.from_address);
  const to = fromAddress(created?.to_address);
  const orderTo = source.order?.shippingAddress ? fromAddress(fromShippingAddress(source.order.shippingAddress)) : {};
  const own = (name: ClaimBlockName) => fromClaimBlock(source.blocks?.[name]);
  const merchantDefaults = {
    fullName: CLAIM_PLACEHOLDER_MERCHANT_NAME,
    firstName: CLAIM_PLACEHOLDER_MERCHANT_NAME,
    phoneNumber: CLAIM_DEFAULT_PHONE,
  };

  return {
    claimDetails: {
      ...details,
      bol: claimBol(shipment, details),
      lossDate: firstText(details.lossDate) || formatDate(now, timeZone),
      repairable: isRepairable(details.repairable),
      quantity: claimQuantity(shipment, details),
      carrier: claimCarrierName(
        firstText(details.carrier, shipment?.preferredRate?.carrier, created?.selected_rate?.carrier),
      ),
      service: firstText(details.service, shipment?.preferredRate?.service, created?.selected_rate?.service),
      shippingAmount: claimShippingAmount(shipment, details),
    },
    // Warehouse first, then the claim's own block, then the created shipment (accounts §3).
    contactDetails: mergeBlock([warehouse, own('contactDetails'), from], {
      ...merchantDefaults,
      emailAddress: CLAIM_SUPPORT_EMAIL,
    }),
    senderDetails: mergeBlock([warehouse, own('senderDetails'), from], merchantDefaults),
    payeeDetails: mergeBlock([warehouse, own('payeeDetails'), from], {
      ...merchantDefaults,
      emailAddress: CLAIM_PLACEHOLDER_PAYEE_EMAIL,
    }),
    // The warehouse is the sender's address, so the recipient starts at the claim's own block; the order's
    // shipping address last, for labels whose created shipment keeps no to_address (the sandbox's).
    recipientDetails: mergeBlock([own('recipientDetails'), to, orderTo], { phoneNumber: CLAIM_DEFAULT_PHONE }),
  };
}
