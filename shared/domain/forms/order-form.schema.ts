import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { numberField, requiredText, toNumberInput } from '../validation/fields.schema';
import { shippingAddressSchema } from '../address/shipping-address.schema';
import { PACKAGING_IDENTIFIERS, PRODUCT_IDENTIFIERS } from '../catalog/product.schema';
import { CONTENT_TYPES, NON_DELIVERY_OPTIONS } from '../shipments/shipment.schema';
import { ORDER_COMMENT_MAX, ORDER_NOTES_MAX } from '../orders/order.schema';
import { LIST_MAX, MONEY_MAX, QUANTITY_MAX, TEXT_MAX, checkUnitsPerOrder, list } from '../validation/bounded.schema';

/**
 * Quantity (accounts §5 Order): a positive integer of at least 1, each failure with its own
 * message, and at most 10,000 units on a line (bounded.schema).
 */
export function quantityField() {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.quantityRequired : MESSAGES.invalid) })
      .refine(Number.isFinite, MESSAGES.invalid)
      .refine((n) => n > 0, MESSAGES.quantityPositive)
      .refine(Number.isInteger, MESSAGES.quantityInteger)
      .refine((n) => n >= 1, MESSAGES.quantityAtLeastOne)
      .refine((n) => n <= QUANTITY_MAX, OUR_MESSAGES.quantityAtMost(QUANTITY_MAX)),
  );
}

/** Price (accounts §5 Order): required, at least $1, at most a million. */
export function priceField() {
  return numberField()
    .refine((n) => n >= 1, MESSAGES.priceAtLeastOne)
    .refine((n) => n <= MONEY_MAX, OUR_MESSAGES.maxAmount(MONEY_MAX));
}

/** accounts §3: a line carries one identifier; lines from the catalog carry several, so "one" means at least one. */
export function hasIdentifier(line: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some(
    (k) => (typeof line[k] === 'string' && (line[k] as string).trim() !== '') || typeof line[k] === 'number',
  );
}

const idText = () => z.string().max(TEXT_MAX.id, MESSAGES.tooLong).optional();
const identifierFields = {
  _id: idText(),
  key: idText(),
  variantId: idText(),
};

export const orderProductLineSchema = z
  .looseObject({
    ...identifierFields,
    productId: idText(),
    sku: idText(),
    title: z.string().max(TEXT_MAX.name, MESSAGES.tooLong).optional(),
    quantity: quantityField(),
    price: priceField(),
  })
  .refine((line) => hasIdentifier(line, PRODUCT_IDENTIFIERS), {
    message: OUR_MESSAGES.exactlyOneIdentifier,
    path: ['_id'],
  });

export const orderPackagingLineSchema = z
  .looseObject({
    ...identifierFields,
    packagingId: idText(),
    sku: idText(),
    title: z.string().max(TEXT_MAX.name, MESSAGES.tooLong).optional(),
    quantity: quantityField(),
    price: priceField(),
  })
  .refine((line) => hasIdentifier(line, PACKAGING_IDENTIFIERS), {
    message: OUR_MESSAGES.exactlyOneIdentifier,
    path: ['_id'],
  });

/** International settings (accounts §5 Order): content type, non-delivery, HTS code (description max 250), quantity, country of origin. */
export const internationalSettingsFormSchema = z.object({
  profileName: z.string().max(TEXT_MAX.name, MESSAGES.tooLong).optional(),
  contentType: z.enum(CONTENT_TYPES, { error: MESSAGES.required }),
  nonDelivery: z.enum(NON_DELIVERY_OPTIONS, { error: MESSAGES.required }),
  htsCode: z.object(
    { label: requiredText(TEXT_MAX.id), value: requiredText(TEXT_MAX.id), description: requiredText(250) },
    { error: MESSAGES.required },
  ),
  quantity: quantityField(),
  countryOfOrigin: requiredText(2, 2).transform((c) => c.toUpperCase()),
});

export const orderShipmentFormSchema = z.looseObject({
  products: z
    .array(orderProductLineSchema, { error: OUR_MESSAGES.atLeastOneProduct })
    .min(1, OUR_MESSAGES.atLeastOneProduct)
    .max(LIST_MAX.linesPerShipment, OUR_MESSAGES.atMost(LIST_MAX.linesPerShipment)),
  packagings: list(orderPackagingLineSchema, LIST_MAX.linesPerShipment).default([]),
  internationalSettings: internationalSettingsFormSchema.nullish(),
});

/** Order form (accounts §5 Order): number required, recipient, at least one shipment. */
export const orderFormSchema = z
  .looseObject({
    orderNumber: requiredText(TEXT_MAX.short),
    shippingAddress: shippingAddressSchema,
    shipments: z
      .array(orderShipmentFormSchema, { error: OUR_MESSAGES.atLeastOneShipment })
      .min(1, OUR_MESSAGES.atLeastOneShipment)
      .max(LIST_MAX.shipmentsPerOrder, OUR_MESSAGES.atMost(LIST_MAX.shipmentsPerOrder)),
    comment: z.string().max(ORDER_COMMENT_MAX, MESSAGES.tooLong).optional(),
    pickUpNotes: z.string().max(ORDER_NOTES_MAX, MESSAGES.tooLong).optional(),
    dropOffNotes: z.string().max(ORDER_NOTES_MAX, MESSAGES.tooLong).optional(),
  })
  .superRefine((order, ctx) => checkUnitsPerOrder(ctx, order.shipments));
export type OrderForm = z.output<typeof orderFormSchema>;
