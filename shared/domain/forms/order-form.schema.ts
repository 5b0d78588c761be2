import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { numberField, quantityField, requiredText } from '../validation/fields.schema';
import { shippingAddressSchema } from '../address/shipping-address.schema';
import { PACKAGING_IDENTIFIERS, PRODUCT_IDENTIFIERS, hasIdentifier } from '../catalog/product.schema';
import { internationalSettingsFormSchema } from './international-settings-form.schema';
import { ORDER_COMMENT_MAX, ORDER_NOTES_MAX } from '../orders/order.schema';
import { LIST_MAX, MONEY_MAX, TEXT_MAX, checkUnitsPerOrder, list } from '../validation/bounded.schema';

// Each defined in a module of its own: the order rules (submit checks, the import's rows, the catalog's kits) use
// them without the order form's schemas.
export { quantityField, hasIdentifier, internationalSettingsFormSchema };

/** Price (accounts §5 Order): required, at least $1, at most a million. */
export function priceField() {
  return numberField()
    .refine((n) => n >= 1, MESSAGES.priceAtLeastOne)
    .refine((n) => n <= MONEY_MAX, OUR_MESSAGES.maxAmount(MONEY_MAX));
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
