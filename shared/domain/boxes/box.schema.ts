import { z } from 'zod';
import { dimensionsSchema, storedNumber, weightSchema, weightUnitSchema } from '../units/units.schema';
import { itemDimensionsSchema } from '../catalog/product.schema';

/** Liner materials (orders §3); their per-unit factors are not given by the spec. */
export const LINER_MATERIALS = ['EPS', 'Paper', 'Polyurethane Foam', 'Cornstarch-based Foam', 'Mylar/Foil Bubble', 'Denim', 'Cotton'] as const;
export const LINER_THICKNESSES = ['0.25in', '0.5in', '1in', '1.5in', '2in', 'N/A'] as const;

/** Liner: packagingType liner, title, sku, thickness, price, quantity, dimensions with weight. */
export const linerSchema = z.object({
  packagingType: z.literal('liner').default('liner'),
  title: z.string().default(''),
  material: z.enum(LINER_MATERIALS).optional(),
  sku: z.string().default(''),
  thickness: z.enum(LINER_THICKNESSES).default('N/A'),
  price: storedNumber.default(0),
  quantity: storedNumber.default(1),
  dimensions: itemDimensionsSchema.optional(),
});
export type Liner = z.output<typeof linerSchema>;

/** Coolant: packagingType coolant, title, sku ('Custom' allowed), price, quantity, dimensions. */
export const coolantSchema = z.object({
  packagingType: z.literal('coolant').default('coolant'),
  title: z.string().default(''),
  sku: z.string().default(''),
  price: storedNumber.default(0),
  quantity: storedNumber.default(1),
  dimensions: itemDimensionsSchema.optional(),
});
export type Coolant = z.output<typeof coolantSchema>;

export const boxWeightSchema = weightSchema.extend({
  manualWeight: z.boolean().default(false),
  maxWeightAllowed: storedNumber.optional(),
});

export const boxDimensionsSchema = dimensionsSchema.extend({ volume: storedNumber.optional() });

/** Box (orders §3). */
export const boxSchema = z.object({
  id: z.string().optional(),
  default: z.boolean().default(false),
  name: z.string().default(''),
  cost: storedNumber.default(0),
  maxItemsAllowed: storedNumber.optional(),
  dimensions: boxDimensionsSchema,
  useInBoxPackingAlgo: z.boolean().default(false),
  useInBoxPackingAlgoQty: z.boolean().default(false),
  useInBoxPackingAlgoWeight: z.boolean().default(false),
  useInternalDimensions: z.boolean().default(false),
  internalDimensions: boxDimensionsSchema.extend({ manualDimensions: z.boolean().default(false) }).partial().optional(),
  weight: boxWeightSchema.default({ value: 0, units: 'lb', manualWeight: false }),
  hasDryIce: z.boolean().default(false),
  dryIceWeight: storedNumber.default(0),
  dryIceWeightUnit: weightUnitSchema.default('lb'),
  weightToShow: z.union([z.string(), z.number()]).optional(),
  calculatedWeights: z.record(z.string(), z.number()).optional(),
  /** A letter-type carrier package (orders §5: a letter package over 1 lb is invalid). */
  isLetter: z.boolean().optional(),
  hasLiner: z.boolean().default(false),
  liner: linerSchema.nullish(),
  hasIcePack: z.boolean().default(false),
  coolant: coolantSchema.nullish(),
});
export type Box = z.output<typeof boxSchema>;
export type BoxInput = z.input<typeof boxSchema>;
