import * as z from 'zod';
import { lengthUnitSchema } from '../units/units.schema';
import { LIST_MAX, TEXT_MAX, count, dimension, list, money, text, weight } from '../validation/bounded.schema';
import { DEFAULT_DECLARED_VALUE, FREIGHT_ACCESSORIAL_CODES } from '../constants/freight.constants';

/** Freight piece (orders §3); `numberOfPeices` is spelled as the spec spells it. */
export const freightPieceSchema = z.object({
  numberOfPeices: count().default(1),
  /** Pallets. */
  quantity: count().default(1),
  dimensions: z.object({
    length: dimension(),
    width: dimension(),
    height: dimension(),
    unit: lengthUnitSchema.default('in'),
    weight: weight(),
  }),
  productClass: text(TEXT_MAX.short).default(''),
  nmfc: text(TEXT_MAX.short).default(''),
  commodity: text(TEXT_MAX.name).default(''),
  packageType: text(TEXT_MAX.short).default(''),
  hazmat: z.boolean().default(false),
  stackable: z.boolean().default(false),
});
export type FreightPiece = z.output<typeof freightPieceSchema>;

export const freightPlaceSchema = z.object({
  street: text(TEXT_MAX.address).default(''),
  city: text(TEXT_MAX.address).default(''),
  state: text(TEXT_MAX.address).default(''),
  zip: text(20).default(''),
  /** orders §9: the freight country list holds USA only. */
  country: text(TEXT_MAX.short).default('USA'),
});
export type FreightPlace = z.output<typeof freightPlaceSchema>;

/**
 * Load types (orders §1 names Refrigerated and Frozen; the order's `loadType` holds one of these).
 * Dry needs no temperature control; the others travel in a reefer within their band (freight-load.rules.ts).
 */
export const LOAD_TYPES = ['Dry', 'Refrigerated', 'Frozen', 'ProtectFromFreeze'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];
export const loadTypeSchema = z.enum(LOAD_TYPES);

/** The accessorial codes the quote form offers (orders §9). */
export const FREIGHT_ACCESSORIAL_CODE_VALUES = Object.values(FREIGHT_ACCESSORIAL_CODES);
export type FreightAccessorialCode = (typeof FREIGHT_ACCESSORIAL_CODES)[keyof typeof FREIGHT_ACCESSORIAL_CODES];
export const freightAccessorialCodeSchema = z.union(
  FREIGHT_ACCESSORIAL_CODE_VALUES.map((code) => z.literal(code)) as unknown as [
    z.ZodLiteral<FreightAccessorialCode>,
    z.ZodLiteral<FreightAccessorialCode>,
    ...z.ZodLiteral<FreightAccessorialCode>[],
  ],
  { error: 'Invalid accessorial' },
);

export const freightOptionsSchema = z
  .object({
    cargo_shield_insured: z.boolean().default(false),
    declared_value: money().default(DEFAULT_DECLARED_VALUE),
    condition_is_new: z.boolean().default(true),
    protection_from_freeze: z.boolean().default(false),
    extreme_length_item: z
      .object({ active: z.boolean().default(false), value: dimension().optional(), bundleCount: count().optional() })
      .default({ active: false }),
  })
  .default({
    cargo_shield_insured: false,
    declared_value: DEFAULT_DECLARED_VALUE,
    condition_is_new: true,
    protection_from_freeze: false,
    extreme_length_item: { active: false },
  });
export type FreightOptions = z.output<typeof freightOptionsSchema>;

/** Freight quote (orders §3), plus the load type and the accessorials chosen on the quote screen. */
export const freightQuoteSchema = z.object({
  pickupDate: text(TEXT_MAX.short).default(''),
  contactName: text(TEXT_MAX.name).default(''),
  valueOfGoods: money().default(0),
  origin: freightPlaceSchema,
  destination: freightPlaceSchema,
  pieces: list(freightPieceSchema, LIST_MAX.choices).default([]),
  loadType: loadTypeSchema.default('Dry'),
  accessorials: list(freightAccessorialCodeSchema, 20).default([]),
  options: freightOptionsSchema,
});
export type FreightQuote = z.output<typeof freightQuoteSchema>;
