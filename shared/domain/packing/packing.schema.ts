import * as z from 'zod';
import { boxSchema } from '../boxes/box.schema';
import { itemDimensionsSchema } from '../catalog/product.schema';
import { lengthUnitSchema, storedNumber, weightUnitSchema } from '../units/units.schema';

/**
 * Input and output of the box packing algorithm (orders §3: the order's useBoxPackingAlgo and
 * its Quantity and Weight variants; each box's useInBoxPackingAlgo* flags, useInternalDimensions,
 * internalDimensions, weight.maxWeightAllowed, maxItemsAllowed, cost, liner thickness).
 */

/** The three algorithms the order may turn on, each using the boxes that opt in with their own flag. */
export const PACKING_ALGORITHMS = [
  'useBoxPackingAlgo',
  'useBoxPackingAlgoQuantity',
  'useBoxPackingAlgoWeight',
] as const;
export type PackingAlgorithm = (typeof PACKING_ALGORITHMS)[number];

export const BOX_FLAG_BY_ALGORITHM = {
  useBoxPackingAlgo: 'useInBoxPackingAlgo',
  useBoxPackingAlgoQuantity: 'useInBoxPackingAlgoQty',
  useBoxPackingAlgoWeight: 'useInBoxPackingAlgoWeight',
} as const satisfies Record<PackingAlgorithm, keyof PackingBox>;

/** An item line to pack: a product or packaging with its dimensions and weight, and how many. */
export const packingItemSchema = z.object({
  id: z.string().optional(),
  sku: z.string().default(''),
  title: z.string().default(''),
  quantity: storedNumber,
  dimensions: itemDimensionsSchema.default({ units: 'in', weight: { value: 0, units: 'lb' } }),
  /** Must stay flat: only turned about the vertical axis, its height staying up. */
  keepFlat: z.boolean().default(false),
});
export type PackingItem = z.output<typeof packingItemSchema>;
export type PackingItemInput = z.input<typeof packingItemSchema>;

/** The spec's box fields the packer reads; a whole Box fits. */
export const packingBoxSchema = boxSchema.pick({
  id: true,
  name: true,
  cost: true,
  maxItemsAllowed: true,
  dimensions: true,
  useInBoxPackingAlgo: true,
  useInBoxPackingAlgoQty: true,
  useInBoxPackingAlgoWeight: true,
  useInternalDimensions: true,
  internalDimensions: true,
  weight: true,
  hasLiner: true,
  liner: true,
});
export type PackingBox = z.output<typeof packingBoxSchema>;
export type PackingBoxInput = z.input<typeof packingBoxSchema>;

export const packingOptionsSchema = z.object({
  algorithm: z.enum(PACKING_ALGORITHMS).default('useBoxPackingAlgo'),
  /** Units of the answer's positions, sizes and weights. */
  lengthUnit: lengthUnitSchema.default('in'),
  weightUnit: weightUnitSchema.default('lb'),
});
export type PackingOptions = z.output<typeof packingOptionsSchema>;
export type PackingOptionsInput = z.input<typeof packingOptionsSchema>;

export const ORIENTATIONS = ['LWH', 'WLH', 'LHW', 'HLW', 'WHL', 'HWL'] as const;
/** Which of the item's own sides (Length, Width, Height) lies along the box's length, width and height. */
export type Orientation = (typeof ORIENTATIONS)[number];

const xyz = z.object({ x: z.number(), y: z.number(), z: z.number() });
const lwh = z.object({ length: z.number(), width: z.number(), height: z.number() });

export const packedItemSchema = z.object({
  /** Index of the item line in the input. */
  item: z.number().int(),
  id: z.string().optional(),
  sku: z.string(),
  /** Lowest corner, measured from the inside corner of the box (after liner); x along the box's length, y its width, z up. */
  position: xyz.optional(),
  /** The unit's extent along x, y, z as placed. */
  size: lwh.optional(),
  orientation: z.enum(ORIENTATIONS).optional(),
});
export type PackedItem = z.output<typeof packedItemSchema>;

export const packedBoxSchema = z.object({
  /** Index of the box in the input. */
  box: z.number().int(),
  id: z.string().optional(),
  name: z.string(),
  /** Usable inside length, width, height after internal dimensions and liner. */
  usableDimensions: lwh,
  /** Box plus contents. */
  grossWeight: z.number(),
  itemsWeight: z.number(),
  itemCount: z.number().int(),
  /** Item volume over usable volume, 0 to 1 (absent for the quantity and weight algorithms). */
  utilisation: z.number().optional(),
  items: z.array(packedItemSchema),
});
export type PackedBox = z.output<typeof packedBoxSchema>;

export const UNPACKED_REASONS = ['missingDimensions', 'fitsNoBox', 'noBoxes'] as const;

export const packingResultSchema = z.object({
  algorithm: z.enum(PACKING_ALGORITHMS),
  lengthUnit: lengthUnitSchema,
  weightUnit: weightUnitSchema,
  boxes: z.array(packedBoxSchema),
  /** Units that could not be packed, per item line, with why. */
  unpacked: z.array(
    z.object({
      item: z.number().int(),
      id: z.string().optional(),
      sku: z.string(),
      quantity: z.number().int(),
      reason: z.enum(UNPACKED_REASONS),
    }),
  ),
  /** Sum of the cost of the boxes used, and of their usable volume. */
  totalCost: z.number(),
  totalVolume: z.number(),
});
export type PackingResult = z.output<typeof packingResultSchema>;
