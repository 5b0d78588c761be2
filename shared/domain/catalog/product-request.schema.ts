import * as z from 'zod';
import { productFormSchema } from '../forms/catalog-forms.schema';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { flagField, optionalText } from '../validation/fields.schema';
import { moneyField, quantityField } from './catalog-fields.schema';
import { LIST_MAX, TEXT_MAX, list } from '../validation/bounded.schema';

const idField = () =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(TEXT_MAX.id, MESSAGES.tooLong);

/**
 * What a merchant sends for a kit (orders §3 "Kit": kitting.branchProducts, branchPackagings,
 * branchBox): references into the catalog with quantities. The use case resolves them into
 * snapshots, so an order embedding the kit carries the contents' titles, prices and weights.
 */
export const kittingRequestSchema = z.object({
  branchProducts: list(z.object({ productId: idField(), quantity: quantityField() }), LIST_MAX.kitBranches).min(
    1,
    OUR_MESSAGES.atLeastOneProduct,
  ),
  branchPackagings: list(z.object({ packagingId: idField(), quantity: quantityField() }), LIST_MAX.kitBranches).default(
    [],
  ),
  branchBox: z
    .object({ boxId: idField(), quantity: quantityField().default(1) })
    .nullish()
    .transform((b) => b ?? null),
});
export type KittingRequest = z.output<typeof kittingRequestSchema>;

/**
 * Product create/edit: the Product form (accounts §5) plus price, the shop it came from, and
 * kitting. `priceFromContents` makes it a make-a-box SKU whose price is its contents' sum.
 */
export const productRequestSchema = productFormSchema
  .safeExtend({
    price: moneyField(),
    shop: optionalText(255),
    kitting: kittingRequestSchema.nullish().transform((k) => k ?? null),
    priceFromContents: flagField(false),
  })
  .superRefine((p, ctx) => {
    if (p.priceFromContents && !p.kitting) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceFromContents'],
        message: 'Only a kit can be priced from its contents',
      });
    }
  });
export type ProductRequestInput = z.input<typeof productRequestSchema>;
export type ProductRequestValues = z.output<typeof productRequestSchema>;
