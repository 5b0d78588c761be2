import { z } from 'zod';
import { lengthUnitSchema, storedNumber } from '../units/units.schema';
import { DEFAULT_DECLARED_VALUE } from '../constants/freight.constants';

/** Freight piece (orders §3); `numberOfPeices` is spelled as the spec spells it. */
export const freightPieceSchema = z.object({
  numberOfPeices: storedNumber.default(1),
  /** Pallets. */
  quantity: storedNumber.default(1),
  dimensions: z.object({
    length: storedNumber,
    width: storedNumber,
    height: storedNumber,
    unit: lengthUnitSchema.default('in'),
    weight: storedNumber,
  }),
  productClass: z.string().default(''),
  nmfc: z.string().default(''),
  commodity: z.string().default(''),
  packageType: z.string().default(''),
  hazmat: z.boolean().default(false),
  stackable: z.boolean().default(false),
});
export type FreightPiece = z.output<typeof freightPieceSchema>;


const freightPlaceSchema = z.object({
  street: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
  /** orders §9: the freight country list holds USA only. */
  country: z.string().default('USA'),
});

/** Freight quote (orders §3). */
export const freightQuoteSchema = z.object({
  pickupDate: z.string().default(''),
  contactName: z.string().default(''),
  valueOfGoods: storedNumber.default(0),
  origin: freightPlaceSchema,
  destination: freightPlaceSchema,
  pieces: z.array(freightPieceSchema).default([]),
  options: z
    .object({
      cargo_shield_insured: z.boolean().default(false),
      declared_value: storedNumber.default(DEFAULT_DECLARED_VALUE),
      condition_is_new: z.boolean().default(true),
      protection_from_freeze: z.boolean().default(false),
      extreme_length_item: z
        .object({ active: z.boolean().default(false), value: storedNumber.optional(), bundleCount: storedNumber.optional() })
        .default({ active: false }),
    })
    .default({ cargo_shield_insured: false, declared_value: DEFAULT_DECLARED_VALUE, condition_is_new: true, protection_from_freeze: false, extreme_length_item: { active: false } }),
});
export type FreightQuote = z.output<typeof freightQuoteSchema>;
