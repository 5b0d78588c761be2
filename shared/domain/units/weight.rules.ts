import {
  calculatedValuesFromPounds,
  parseWeightUnit,
  round4,
  toPoundsExact,
  type CalculatedWeightValues,
  type WeightUnit,
} from './units.rules';

/**
 * Shipment weight (orders §9): box weight + dry ice (the box's, else the user's default, when
 * active and the flag is on) + product and packaging weights × quantity + kits by total pounds
 * × quantity; an active dry-ice override adds its own weight. Weights type 'custom' replaces the
 * computed total with the entered weight.
 *
 * Inputs are structural subsets of the parsed entities (box, shipment, product, user settings)
 * and are read defensively: unknown units fall back to the user's default unit, missing,
 * negative or non-numeric values count as 0, so a bad import never throws here.
 */

export interface WeightLike {
  value?: unknown;
  units?: unknown;
}

export interface WeighableItem {
  quantity?: unknown;
  dimensions?: { weight?: WeightLike | null } | null;
  /** true marks a kit in search results; an object holds the kit's branches. */
  kitting?: boolean | KitLike | null;
}

export interface KitLike {
  branchProducts?: WeighableItem[] | null;
  branchPackagings?: WeighableItem[] | null;
  branchBox?: { weight?: WeightLike | null; quantity?: unknown } | null;
}

export interface BoxLike {
  weight?: WeightLike | null;
  hasDryIce?: boolean | null;
  dryIceWeight?: unknown;
  dryIceWeightUnit?: unknown;
}

export interface DryIceOverrideLike {
  dryIceActive?: boolean | null;
  dryIceWeight?: unknown;
  dryIceUnit?: unknown;
}

export interface UserWeightSettingsLike {
  defaultWeightUnits?: unknown;
  dryIce?: { active?: boolean | null; weight?: unknown; units?: unknown } | null;
}

export interface ShipmentWeightInput {
  box?: BoxLike | null;
  products?: WeighableItem[] | null;
  packagings?: WeighableItem[] | null;
  options?: DryIceOverrideLike | null;
  weights?: { type?: unknown; weightToShow?: unknown; customWeight?: unknown } | null;
}

export interface WeightContext {
  user?: UserWeightSettingsLike | null;
  /** orders §6: the kitting weight rule applies only to users eligible for kitting. */
  kittingEligible?: boolean;
}

/** A count or weight as a finite, non-negative number (anything else is 0). */
export function nonNegative(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/** Quantity of a line; a line without a quantity counts once. */
function quantityOf(value: unknown): number {
  return value === undefined || value === null || value === '' ? 1 : nonNegative(value);
}

/** Lists from imports may be missing or not arrays at all. */
function listOf<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function defaultUnit(ctx: WeightContext): WeightUnit {
  return parseWeightUnit(ctx.user?.defaultWeightUnits) ?? 'lb';
}

/** Exact (unrounded) pounds of a {value, units} weight. */
export function weightPounds(weight: WeightLike | null | undefined, fallbackUnit: WeightUnit = 'lb'): number {
  if (!weight || typeof weight !== 'object') return 0;
  return toPoundsExact(nonNegative(weight.value), parseWeightUnit(weight.units) ?? fallbackUnit);
}

function isKit(item: WeighableItem): item is WeighableItem & { kitting: KitLike } {
  return typeof item?.kitting === 'object' && item.kitting !== null;
}

/** A kit's own total in pounds: its branch products, packagings and box, each × its quantity. */
export function kitPounds(kit: KitLike, ctx: WeightContext = {}): number {
  const unit = defaultUnit(ctx);
  const lines = [...listOf(kit.branchProducts), ...listOf(kit.branchPackagings)];
  const contents = lines.reduce(
    (sum, line) => sum + weightPounds(line?.dimensions?.weight, unit) * quantityOf(line?.quantity),
    0,
  );
  const box = kit.branchBox ? weightPounds(kit.branchBox.weight, unit) * quantityOf(kit.branchBox.quantity) : 0;
  return contents + box;
}

/** One line's pounds × quantity; eligible kits count by their total pounds instead of their own weight. */
export function linePounds(item: WeighableItem, ctx: WeightContext = {}): number {
  const perUnit =
    ctx.kittingEligible && isKit(item)
      ? kitPounds(item.kitting, ctx)
      : weightPounds(item?.dimensions?.weight, defaultUnit(ctx));
  return perUnit * quantityOf(item?.quantity);
}

/** Dry ice carried by the box: the box's weight, else the user's default, when the user's dry ice is active and the box's flag is on. */
export function boxDryIcePounds(box: BoxLike | null | undefined, ctx: WeightContext = {}): number {
  const userDryIce = ctx.user?.dryIce;
  if (!box?.hasDryIce || !userDryIce?.active) return 0;
  const own = nonNegative(box.dryIceWeight);
  if (own > 0) return toPoundsExact(own, parseWeightUnit(box.dryIceWeightUnit) ?? defaultUnit(ctx));
  return toPoundsExact(nonNegative(userDryIce.weight), parseWeightUnit(userDryIce.units) ?? defaultUnit(ctx));
}

/** The shipment's own dry-ice override (options.dryIceActive) adds its own weight. */
export function dryIceOverridePounds(options: DryIceOverrideLike | null | undefined, ctx: WeightContext = {}): number {
  if (!options?.dryIceActive) return 0;
  return toPoundsExact(nonNegative(options.dryIceWeight), parseWeightUnit(options.dryIceUnit) ?? defaultUnit(ctx));
}

export interface WeightBreakdown {
  box: number;
  boxDryIce: number;
  products: number;
  packagings: number;
  dryIceOverride: number;
  /** Sum of the parts, rounded to 4 decimals once. */
  total: number;
}

/** The product-type total and its parts, in pounds. */
export function shipmentWeightBreakdown(shipment: ShipmentWeightInput, ctx: WeightContext = {}): WeightBreakdown {
  const unit = defaultUnit(ctx);
  const box = weightPounds(shipment.box?.weight, unit);
  const boxDryIce = boxDryIcePounds(shipment.box, ctx);
  const products = listOf(shipment.products).reduce((sum, p) => sum + linePounds(p, ctx), 0);
  const packagings = listOf(shipment.packagings).reduce(
    (sum, p) => sum + linePounds({ ...p, kitting: undefined }, ctx),
    0,
  );
  const dryIceOverride = dryIceOverridePounds(shipment.options, ctx);
  return {
    box: round4(box),
    boxDryIce: round4(boxDryIce),
    products: round4(products),
    packagings: round4(packagings),
    dryIceOverride: round4(dryIceOverride),
    total: round4(box + boxDryIce + products + packagings + dryIceOverride),
  };
}

/** Total shipment weight in pounds: the entered weight when weights.type is 'custom', else the computed sum. */
export function shipmentTotalPounds(shipment: ShipmentWeightInput, ctx: WeightContext = {}): number {
  if (shipment.weights?.type === 'custom') {
    const unit = parseWeightUnit(shipment.weights.weightToShow) ?? defaultUnit(ctx);
    return round4(toPoundsExact(nonNegative(shipment.weights.customWeight), unit));
  }
  return shipmentWeightBreakdown(shipment, ctx).total;
}

export interface ComputedShipmentWeights {
  type: 'product' | 'custom';
  weightToShow: WeightUnit;
  customWeight?: number;
  calculatedValues: CalculatedWeightValues;
}

/** shipment.weights with calculatedValues in pounds, kilograms, grams and ounces (orders §3). */
export function computeShipmentWeights(
  shipment: ShipmentWeightInput,
  ctx: WeightContext = {},
): ComputedShipmentWeights {
  const type = shipment.weights?.type === 'custom' ? 'custom' : 'product';
  const weightToShow = parseWeightUnit(shipment.weights?.weightToShow) ?? defaultUnit(ctx);
  const result: ComputedShipmentWeights = {
    type,
    weightToShow,
    calculatedValues: calculatedValuesFromPounds(shipmentTotalPounds(shipment, ctx)),
  };
  if (type === 'custom') result.customWeight = nonNegative(shipment.weights?.customWeight);
  return result;
}

/** The total in the unit the shipment shows (weightToShow). */
export function weightToShowValue(weights: ComputedShipmentWeights): number {
  const v = weights.calculatedValues;
  return { lb: v.pounds, kg: v.kilograms, g: v.grams, oz: v.ounces }[weights.weightToShow];
}
