import * as z from 'zod';
import { boxFormSchema } from '../forms/catalog-forms.schema';
import { weightUnitSchema } from '../units/units.schema';
import { calculatedValuesFromPounds, round4, toPounds } from '../units/units.rules';
import { flagField, optionalNumberField, optionalText, positiveNumberField } from '../validation/fields.schema';
import { maxDimensionIssue, maxWeightIssue } from '../validation/limits.rules';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { QUANTITY_MAX, checkWeight } from '../validation/bounded.schema';
import { coolantSchema, linerSchema, type Box } from './box.schema';

const nonNegative = () =>
  optionalNumberField()
    .refine((v) => v === undefined || v >= 0, MESSAGES.invalid)
    .transform((v) => v ?? 0);

/** Whole items, up to the most units an order may hold. */
const itemsAllowed = () =>
  optionalNumberField()
    .refine((v) => v === undefined || (Number.isInteger(v) && v >= 0), MESSAGES.integer)
    .refine((v) => v === undefined || v <= QUANTITY_MAX, OUR_MESSAGES.mustBeAtMost(QUANTITY_MAX));

/** A box that is a carrier's predefined package (orders §9 carrier packages); null for the merchant's own boxes. */
export const carrierPackageRefSchema = z.object({ carrier: optionalText(40), name: optionalText(60) });

/**
 * Box create/edit (orders §3 Box): the Box form's rules (sides > 0 within 108 in, weight within
 * 150 lb, in the entered unit) plus every other Box field. Derived fields (volume, weightToShow,
 * calculatedWeights) are never taken from the request; `boxFromRequest` computes them.
 */
export const boxRequestSchema = boxFormSchema
  .safeExtend({
    default: flagField(false),
    maxItemsAllowed: itemsAllowed(),
    useInBoxPackingAlgo: flagField(false),
    useInBoxPackingAlgoQty: flagField(false),
    useInBoxPackingAlgoWeight: flagField(false),
    useInternalDimensions: flagField(false),
    internalDimensions: z
      .object({
        length: positiveNumberField(),
        width: positiveNumberField(),
        height: positiveNumberField(),
        manualDimensions: flagField(false),
      })
      .nullish()
      .transform((d) => d ?? null),
    weight: boxFormSchema.shape.weight.safeExtend({
      manualWeight: flagField(false),
      maxWeightAllowed: optionalNumberField().refine((v) => v === undefined || v > 0, MESSAGES.positive),
    }),
    hasDryIce: flagField(false),
    dryIceWeight: nonNegative(),
    dryIceWeightUnit: weightUnitSchema.default('lb'),
    isLetter: flagField(false),
    hasLiner: flagField(false),
    liner: linerSchema.nullish().transform((l) => l ?? null),
    hasIcePack: flagField(false),
    coolant: coolantSchema.nullish().transform((c) => c ?? null),
    carrierPackage: carrierPackageRefSchema.nullish().transform((c) => c ?? null),
  })
  .superRefine((b, ctx) => {
    if (b.internalDimensions) {
      for (const side of ['length', 'width', 'height'] as const) {
        const issue = maxDimensionIssue(b.internalDimensions[side], b.dimensions.units);
        if (issue) ctx.addIssue({ code: 'custom', path: ['internalDimensions', side], message: issue });
      }
    }
    if (b.hasDryIce) {
      const issue = maxWeightIssue(b.dryIceWeight, b.dryIceWeightUnit);
      if (issue) ctx.addIssue({ code: 'custom', path: ['dryIceWeight'], message: issue });
    } else {
      checkWeight(ctx, b.dryIceWeight, b.dryIceWeightUnit, ['dryIceWeight']);
    }
    checkWeight(ctx, b.weight.maxWeightAllowed, b.weight.units, ['weight', 'maxWeightAllowed']);
  });
export type BoxRequestInput = z.input<typeof boxRequestSchema>;
export type BoxRequestValues = z.output<typeof boxRequestSchema>;

/** A stored box: every Box field of orders §3, with its derived fields computed once here. */
export type StoredBox = Omit<Box, 'id'> & {
  id: string;
  carrierPackage: z.output<typeof carrierPackageRefSchema> | null;
};

export function boxFromRequest(id: string, v: BoxRequestValues): StoredBox {
  const { length, width, height, units } = v.dimensions;
  const pounds = toPounds(v.weight.value, v.weight.units);
  return {
    id,
    default: v.default,
    name: v.name,
    cost: v.cost,
    maxItemsAllowed: v.maxItemsAllowed,
    dimensions: { length, width, height, units, volume: round4(length * width * height) },
    useInBoxPackingAlgo: v.useInBoxPackingAlgo,
    useInBoxPackingAlgoQty: v.useInBoxPackingAlgoQty,
    useInBoxPackingAlgoWeight: v.useInBoxPackingAlgoWeight,
    useInternalDimensions: v.useInternalDimensions,
    internalDimensions: v.internalDimensions
      ? {
          ...v.internalDimensions,
          units,
          volume: round4(v.internalDimensions.length * v.internalDimensions.width * v.internalDimensions.height),
        }
      : undefined,
    weight: {
      value: v.weight.value,
      units: v.weight.units,
      manualWeight: v.weight.manualWeight,
      maxWeightAllowed: v.weight.maxWeightAllowed,
    },
    hasDryIce: v.hasDryIce,
    dryIceWeight: v.hasDryIce ? v.dryIceWeight : 0,
    dryIceWeightUnit: v.dryIceWeightUnit,
    weightToShow: v.weight.value,
    calculatedWeights: { ...calculatedValuesFromPounds(pounds) },
    isLetter: v.isLetter,
    // A liner or coolant only rides along while its flag is on (orders §3 "hasLiner with liner").
    hasLiner: v.hasLiner && !!v.liner,
    liner: v.hasLiner ? v.liner : null,
    hasIcePack: v.hasIcePack && !!v.coolant,
    coolant: v.hasIcePack ? v.coolant : null,
    carrierPackage: v.carrierPackage && (v.carrierPackage.carrier || v.carrierPackage.name) ? v.carrierPackage : null,
  };
}
