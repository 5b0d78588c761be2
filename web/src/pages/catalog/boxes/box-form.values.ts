import type { BoxResponse } from '#api/catalog';
import {
  boxFromRequest,
  boxRequestSchema,
  type BoxRequestInput,
  type StoredBox,
} from '#domain/boxes/box-request.schema';
import type { Coolant, Liner } from '#domain/boxes/box.schema';
import type { LengthUnit, WeightUnit } from '#domain/units/units.rules';
import { shipmentWeightBreakdown } from '#domain/units/weight.rules';
import { DEFAULT_STARTING_UNITS, numberText, type StartingUnits } from '../commons/item-dimensions.values';

/** What GET /api/v1/boxes answers: a stored box (every Box field of orders §3) with its cost in dollars. */
export type StoredBoxResponse = StoredBox & { createdAt: string; updatedAt: string };
export const asStoredBox = (b: BoxResponse) => b as unknown as StoredBoxResponse;

export interface BoxFormValues {
  name: string;
  default: boolean;
  cost: string;
  maxItemsAllowed: string;
  dimensions: { length: string; width: string; height: string; units: LengthUnit };
  useInBoxPackingAlgo: boolean;
  useInBoxPackingAlgoQty: boolean;
  useInBoxPackingAlgoWeight: boolean;
  useInternalDimensions: boolean;
  internalDimensions: { length: string; width: string; height: string; manualDimensions: boolean };
  weight: { value: string; units: WeightUnit; manualWeight: boolean; maxWeightAllowed: string };
  hasDryIce: boolean;
  dryIceWeight: string;
  dryIceWeightUnit: WeightUnit;
  isLetter: boolean;
  hasLiner: boolean;
  liner: Liner | null;
  hasIcePack: boolean;
  coolant: Coolant | null;
  /** Kept as stored: a box made from a carrier package stays that package. */
  carrierPackage: { carrier: string; name: string } | null;
}

export function emptyBoxForm(units: StartingUnits = DEFAULT_STARTING_UNITS): BoxFormValues {
  return {
    name: '',
    default: false,
    cost: '',
    maxItemsAllowed: '',
    dimensions: { length: '', width: '', height: '', units: units.length },
    useInBoxPackingAlgo: false,
    useInBoxPackingAlgoQty: false,
    useInBoxPackingAlgoWeight: false,
    useInternalDimensions: false,
    internalDimensions: { length: '', width: '', height: '', manualDimensions: false },
    weight: { value: '', units: units.weight, manualWeight: false, maxWeightAllowed: '' },
    hasDryIce: false,
    dryIceWeight: '',
    dryIceWeightUnit: units.weight,
    isLetter: false,
    hasLiner: false,
    liner: null,
    hasIcePack: false,
    coolant: null,
    carrierPackage: null,
  };
}

export function boxToFormValues(b: StoredBoxResponse): BoxFormValues {
  const inner = b.internalDimensions;
  return {
    name: b.name,
    default: b.default,
    cost: numberText(b.cost),
    maxItemsAllowed: numberText(b.maxItemsAllowed),
    dimensions: {
      length: numberText(b.dimensions.length),
      width: numberText(b.dimensions.width),
      height: numberText(b.dimensions.height),
      units: b.dimensions.units,
    },
    useInBoxPackingAlgo: b.useInBoxPackingAlgo,
    useInBoxPackingAlgoQty: b.useInBoxPackingAlgoQty,
    useInBoxPackingAlgoWeight: b.useInBoxPackingAlgoWeight,
    useInternalDimensions: b.useInternalDimensions,
    internalDimensions: {
      length: numberText(inner?.length),
      width: numberText(inner?.width),
      height: numberText(inner?.height),
      manualDimensions: inner?.manualDimensions ?? false,
    },
    weight: {
      value: numberText(b.weight.value),
      units: b.weight.units,
      manualWeight: b.weight.manualWeight,
      maxWeightAllowed: numberText(b.weight.maxWeightAllowed),
    },
    hasDryIce: b.hasDryIce,
    dryIceWeight: b.hasDryIce ? numberText(b.dryIceWeight) : '',
    dryIceWeightUnit: b.dryIceWeightUnit,
    isLetter: b.isLetter ?? false,
    hasLiner: b.hasLiner,
    liner: b.liner ?? null,
    hasIcePack: b.hasIcePack,
    coolant: b.coolant ?? null,
    carrierPackage: b.carrierPackage,
  };
}

/** The request body: internal dimensions only while used; liner and coolant only while their flag is on. */
export function toBoxRequest(v: BoxFormValues): BoxRequestInput {
  return {
    name: v.name,
    default: v.default,
    // Blank cost is absent, which the Box form reads as 0.
    cost: v.cost.trim() === '' ? undefined : v.cost,
    maxItemsAllowed: v.maxItemsAllowed,
    dimensions: v.dimensions,
    useInBoxPackingAlgo: v.useInBoxPackingAlgo,
    useInBoxPackingAlgoQty: v.useInBoxPackingAlgoQty,
    useInBoxPackingAlgoWeight: v.useInBoxPackingAlgoWeight,
    useInternalDimensions: v.useInternalDimensions,
    internalDimensions: v.useInternalDimensions ? v.internalDimensions : null,
    weight: v.weight,
    hasDryIce: v.hasDryIce,
    dryIceWeight: v.hasDryIce ? v.dryIceWeight : '',
    dryIceWeightUnit: v.dryIceWeightUnit,
    isLetter: v.isLetter,
    hasLiner: v.hasLiner,
    liner: v.hasLiner ? v.liner : null,
    hasIcePack: v.hasIcePack,
    coolant: v.hasIcePack ? v.coolant : null,
    carrierPackage: v.carrierPackage,
  } as BoxRequestInput;
}

export interface BoxDerived {
  volume: number;
  internalVolume: number | null;
  /** The empty box's weight in pounds, kilograms, grams and ounces (orders §3 calculatedWeights). */
  calculatedWeights: Record<string, number>;
  /** Box + its dry ice + liner and coolant × quantity, in pounds (orders §9 weight math). */
  packedPounds: number;
}

/**
 * What the server will store as derived fields, computed by the same shared rules (box-request
 * boxFromRequest, weight.rules); null while the values do not pass the Box form.
 */
export function boxDerived(v: BoxFormValues): BoxDerived | null {
  const parsed = boxRequestSchema.safeParse(toBoxRequest(v));
  if (!parsed.success) return null;
  const box = boxFromRequest('preview', parsed.data);
  // The box's own dry ice counts here: the account-level dry-ice default is an order setting.
  const packed = shipmentWeightBreakdown(
    { box, packagings: [box.liner, box.coolant].filter((p): p is NonNullable<typeof p> => Boolean(p)) },
    { user: { dryIce: { active: true, weight: 0 } } },
  );
  return {
    volume: box.dimensions.volume ?? 0,
    internalVolume: box.internalDimensions?.volume ?? null,
    calculatedWeights: box.calculatedWeights ?? {},
    packedPounds: packed.total,
  };
}

/** A packaging from the catalog as the liner or coolant a box carries (orders §3), one of it. */
export function packagingAsBoxPart(p: {
  packagingType: string;
  title: string;
  sku: string;
  price: number;
  material?: Liner['material'];
  thickness?: Liner['thickness'];
  dimensions: Liner['dimensions'];
}): Liner | Coolant {
  if (p.packagingType === 'liner') {
    return {
      packagingType: 'liner',
      title: p.title,
      sku: p.sku,
      material: p.material,
      thickness: p.thickness ?? 'N/A',
      price: p.price,
      quantity: 1,
      dimensions: p.dimensions,
    };
  }
  return {
    packagingType: 'coolant',
    title: p.title,
    sku: p.sku,
    price: p.price,
    quantity: 1,
    dimensions: p.dimensions,
  };
}
