import * as z from 'zod';
import { MESSAGES } from '../validation/messages';
import { dimensionsSchema, lengthUnitSchema, weightSchema, weightUnitSchema } from '../units/units.schema';
import { itemDimensionsSchema } from '../catalog/product.schema';
import {
  NUMBER_MAX,
  TEXT_MAX,
  checkDimensions,
  count,
  dimension,
  textMap,
  money,
  quantity,
  text,
  tolerantNumber,
  weight,
} from '../validation/bounded.schema';

/** Liner materials (orders §3); their per-unit factors are not given by the spec. */
export const LINER_MATERIALS = [
  'EPS',
  'Paper',
  'Polyurethane Foam',
  'Cornstarch-based Foam',
  'Mylar/Foil Bubble',
  'Denim',
  'Cotton',
] as const;
export const LINER_THICKNESSES = ['0.25in', '0.5in', '1in', '1.5in', '2in', 'N/A'] as const;

/** Liner: packagingType liner, title, sku, thickness, price, quantity, dimensions with weight. */
export const linerSchema = z.object({
  packagingType: z.literal('liner').default('liner'),
  title: text(TEXT_MAX.name).default(''),
  material: z.enum(LINER_MATERIALS).optional(),
  sku: text(TEXT_MAX.id).default(''),
  thickness: z.enum(LINER_THICKNESSES).default('N/A'),
  price: money().default(0),
  quantity: quantity().default(1),
  dimensions: itemDimensionsSchema.optional(),
});
export type Liner = z.output<typeof linerSchema>;

/** Coolant: packagingType coolant, title, sku ('Custom' allowed), price, quantity, dimensions. */
export const coolantSchema = z.object({
  packagingType: z.literal('coolant').default('coolant'),
  title: text(TEXT_MAX.name).default(''),
  sku: text(TEXT_MAX.id).default(''),
  price: money().default(0),
  quantity: quantity().default(1),
  dimensions: itemDimensionsSchema.optional(),
});
export type Coolant = z.output<typeof coolantSchema>;

export const boxWeightSchema = weightSchema.extend({
  manualWeight: z.boolean().default(false),
  maxWeightAllowed: weight().optional(),
});

/** Cubic units of the box's own length unit: 1,000³ at most. */
const volume = () => tolerantNumber({ min: 0, max: NUMBER_MAX * 1000 });

export const boxDimensionsSchema = dimensionsSchema.extend({ volume: volume().optional() });

/** Inside sides (orders §3 internalDimensions, manualDimensions), each optional. */
const internalDimensionsSchema = z
  .object({
    length: dimension().optional(),
    width: dimension().optional(),
    height: dimension().optional(),
    units: lengthUnitSchema.optional(),
    volume: volume().optional(),
    manualDimensions: z.boolean().default(false),
  })
  .superRefine((d, ctx) => checkDimensions(ctx, d));

/** Box (orders §3). */
export const boxSchema = z.object({
  id: text(TEXT_MAX.id).optional(),
  default: z.boolean().default(false),
  name: text(TEXT_MAX.name).default(''),
  cost: money().default(0),
  maxItemsAllowed: count().optional(),
  dimensions: boxDimensionsSchema,
  useInBoxPackingAlgo: z.boolean().default(false),
  useInBoxPackingAlgoQty: z.boolean().default(false),
  useInBoxPackingAlgoWeight: z.boolean().default(false),
  useInternalDimensions: z.boolean().default(false),
  internalDimensions: internalDimensionsSchema.optional(),
  weight: boxWeightSchema.default({ value: 0, units: 'lb', manualWeight: false }),
  hasDryIce: z.boolean().default(false),
  dryIceWeight: weight().default(0),
  dryIceWeightUnit: weightUnitSchema.default('lb'),
  weightToShow: z.union([text(TEXT_MAX.short), tolerantNumber()]).optional(),
  calculatedWeights: textMap(TEXT_MAX.short, tolerantNumber({ min: 0, max: NUMBER_MAX }))
    .refine((r) => Object.keys(r).length <= 8, MESSAGES.invalid)
    .optional(),
  /** A letter-type carrier package (orders §5: a letter package over 1 lb is invalid). */
  isLetter: z.boolean().optional(),
  hasLiner: z.boolean().default(false),
  liner: linerSchema.nullish(),
  hasIcePack: z.boolean().default(false),
  coolant: coolantSchema.nullish(),
});
export type Box = z.output<typeof boxSchema>;
export type BoxInput = z.input<typeof boxSchema>;
