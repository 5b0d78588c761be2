import * as z from 'zod';
import { LINER_MATERIALS, LINER_THICKNESSES } from '../boxes/box.schema';
import { MESSAGES } from '../validation/messages';
import { requiredText } from '../validation/fields.schema';
import { TEXT_MAX } from '../validation/bounded.schema';
import { itemDimensionsFormSchema, moneyField } from './catalog-fields.schema';

/** Packaging types (orders §3: liner and coolant are packagings; anything else is 'other'). */
export const PACKAGING_TYPES = ['liner', 'coolant', 'other'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

/**
 * Packaging form: title and sku required (a coolant's sku may be 'Custom', orders §3), price,
 * dimensions with weight under the Product form's rules. Material and thickness belong to
 * liners only and are dropped for other types so a coolant never carries a liner material.
 */
export const packagingFormSchema = z
  .object({
    packagingType: z.enum(PACKAGING_TYPES, { error: MESSAGES.invalid }).default('other'),
    title: requiredText(TEXT_MAX.name),
    sku: requiredText(TEXT_MAX.id),
    price: moneyField(),
    material: z.enum(LINER_MATERIALS, { error: MESSAGES.invalid }).optional(),
    thickness: z.enum(LINER_THICKNESSES, { error: MESSAGES.invalid }).optional(),
    dimensions: itemDimensionsFormSchema,
  })
  .transform((p) =>
    p.packagingType === 'liner'
      ? { ...p, thickness: p.thickness ?? ('N/A' as const) }
      : { ...p, material: undefined, thickness: undefined },
  );
export type PackagingFormInput = z.input<typeof packagingFormSchema>;
export type PackagingFormValues = z.output<typeof packagingFormSchema>;
