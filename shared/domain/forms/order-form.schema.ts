import { z } from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { numberField, requiredText, toNumberInput } from '../validation/fields.schema';
import { shippingAddressSchema } from '../address/shipping-address.schema';
import { PACKAGING_IDENTIFIERS, PRODUCT_IDENTIFIERS } from '../catalog/product.schema';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';

/** Quantity (accounts §5 Order): a positive integer of at least 1, each failure with its own message. */
export function quantityField() {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.quantityRequired : MESSAGES.invalid) })
      .refine(Number.isFinite, MESSAGES.invalid)
      .refine((n) => n > 0, MESSAGES.quantityPositive)
      .refine(Number.isInteger, MESSAGES.quantityInteger)
      .refine((n) => n >= 1, MESSAGES.quantityAtLeastOne),
  );
}

/** Price (accounts §5 Order): required, at least $1. */
export function priceField() {
  return numberField().refine((n) => n >= 1, MESSAGES.priceAtLeastOne);
}

/** accounts §3: a line carries one identifier; lines from the catalog carry several, so "one" means at least one. */
export function hasIdentifier(line: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some((k) => (typeof line[k] === 'string' && (line[k] as string).trim() !== '') || typeof line[k] === 'number');
}

const identifierFields = {
  _id: z.string().optional(),
  key: z.string().optional(),
  variantId: z.string().optional(),
};

export const orderProductLineSchema = z
  .looseObject({
    ...identifierFields,
    productId: z.string().optional(),
    sku: z.string().optional(),
    title: z.string().optional(),
    quantity: quantityField(),
    price: priceField(),
  })
  .refine((line) => hasIdentifier(line, PRODUCT_IDENTIFIERS), { message: OUR_MESSAGES.exactlyOneIdentifier, path: ['_id'] });

export const orderPackagingLineSchema = z
  .looseObject({
    ...identifierFields,
    packagingId: z.string().optional(),
    sku: z.string().optional(),
    title: z.string().optional(),
    quantity: quantityField(),
    price: priceField(),
  })
  .refine((line) => hasIdentifier(line, PACKAGING_IDENTIFIERS), { message: OUR_MESSAGES.exactlyOneIdentifier, path: ['_id'] });

/** International settings (accounts §5 Order): content type, non-delivery, HTS code (description max 250), quantity, country of origin. */
export const internationalSettingsFormSchema = z.object({
  profileName: z.string().optional(),
  contentType: z.enum(CONTENT_TYPES, { error: MESSAGES.required }),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS, { error: MESSAGES.required }),
  htsCode: z.object(
    { label: requiredText(), value: requiredText(), description: requiredText(250) },
    { error: MESSAGES.required },
  ),
  quantity: quantityField(),
  countryOfOrigin: requiredText(2, 2).transform((c) => c.toUpperCase()),
});

export const orderShipmentFormSchema = z.looseObject({
  products: z.array(orderProductLineSchema, { error: OUR_MESSAGES.atLeastOneProduct }).min(1, OUR_MESSAGES.atLeastOneProduct),
  packagings: z.array(orderPackagingLineSchema).default([]),
  internationalSettings: internationalSettingsFormSchema.nullish(),
});

/** Order form (accounts §5 Order): number required, recipient, at least one shipment. */
export const orderFormSchema = z.looseObject({
  orderNumber: requiredText(),
  shippingAddress: shippingAddressSchema,
  shipments: z.array(orderShipmentFormSchema, { error: OUR_MESSAGES.atLeastOneShipment }).min(1, OUR_MESSAGES.atLeastOneShipment),
  comment: z.string().optional(),
  pickUpNotes: z.string().optional(),
  dropOffNotes: z.string().optional(),
});
export type OrderForm = z.output<typeof orderFormSchema>;
