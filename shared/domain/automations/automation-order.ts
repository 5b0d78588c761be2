import type { PackingAlgorithm } from '../packing/packing.schema';
import type { LengthUnit, WeightUnit } from '../units/units.rules';

/**
 * What rules read and write of an order: a flat view the order's writer builds from the stored order
 * and writes back from the engine's patch, so the engine knows nothing of shipments or storage.
 */

/** One line per product: the writer merges an order's lines of one product before the rules run. */
export interface AutomationProductLine {
  productId?: string;
  sku: string;
  quantity: number;
}
export interface AutomationPackagingLine {
  packagingId: string;
  quantity: number;
}
export type InsuranceChoice = { mode: 'declared_value' } | { mode: 'custom'; amountCents: number };
export type CoolantChoice =
  | { mode: 'catalog'; coolantId: string }
  | {
      mode: 'custom';
      length: number;
      width: number;
      height: number;
      units: LengthUnit;
      sku: string;
      quantity: number;
    };
/** A named service, or "the cheapest quote arriving within N days", resolved when the order is rated. */
export type ServiceChoice =
  { mode: 'named'; carrier: string; service: string } | { mode: 'cheapest_within_days'; days: number };
export interface WeightValue {
  value: number;
  units: WeightUnit;
}

/** The fields rules write. */
export interface AutomationFields {
  products: readonly AutomationProductLine[];
  packagings: readonly AutomationPackagingLine[];
  tags: readonly string[];
  boxId: string | null;
  /** null: no dry ice. */
  dryIce: WeightValue | null;
  /** null: no full coverage. */
  insurance: InsuranceChoice | null;
  coolant: CoolantChoice | null;
  service: ServiceChoice | null;
  weight: WeightValue | null;
  warehouseId: string | null;
  packingAlgorithm: PackingAlgorithm | null;
  /** YYYY-MM-DD. */
  holdUntil: string | null;
}
export type AutomationField = keyof AutomationFields;
export const AUTOMATION_FIELDS = [
  'products',
  'packagings',
  'tags',
  'boxId',
  'dryIce',
  'insurance',
  'coolant',
  'service',
  'weight',
  'warehouseId',
  'packingAlgorithm',
  'holdUntil',
] as const satisfies readonly AutomationField[];
/** Fields that are lists: a change names the element (`item`), so two rules adding two tags both apply. */
export const LIST_FIELDS = ['products', 'packagings', 'tags'] as const satisfies readonly AutomationField[];
export type ListField = (typeof LIST_FIELDS)[number];

/** The order as rules see it: read-only facts plus the writable fields. */
export interface AutomationOrder extends AutomationFields {
  orderId: string;
  storeId?: string;
  destination: { state?: string; zip?: string; country?: string };
  orderValueCents: number;
  /** The service the shopper chose at checkout. */
  checkoutService?: string;
  confidenceScore?: number;
}

/** One quote of the rate shop: a candidate service and its transit days. */
export interface RateCandidate {
  carrier: string;
  service: string;
  transitDays?: number;
  rateCents?: number;
}

/** What exists in the account; a rule naming anything else refers to something deleted. Absent: not checked. */
export interface AutomationCatalog {
  boxIds?: ReadonlySet<string>;
  /** Product id → SKU, so an added line carries its SKU. */
  products?: ReadonlyMap<string, string>;
  packagingIds?: ReadonlySet<string>;
  warehouseIds?: ReadonlySet<string>;
  /** `carrier|service` of every service the account can buy. */
  services?: ReadonlySet<string>;
  storeIds?: ReadonlySet<string>;
}

export interface AutomationContext {
  /** The ship day, YYYY-MM-DD. */
  today: string;
  zone?: number;
  rates?: readonly RateCandidate[];
  /** Forecast daily high (°F) at the destination's ZIP3, by YYYY-MM-DD. */
  forecastF?: Readonly<Record<string, number>>;
  catalog?: AutomationCatalog;
}

export const serviceKey = (carrier: string, service: string) => `${carrier}|${service}`;

/** The ZIP3 a forecast is kept by: the first three digits of a US ZIP code, else undefined. */
export function zip3Of(zip: string | undefined): string | undefined {
  const match = /^\s*(\d{3})\d{2}(?:\s*-?\s*\d{4})?\s*$/.exec(zip ?? '');
  return match?.[1];
}
