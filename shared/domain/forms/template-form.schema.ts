import * as z from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { isUrl } from '../validation/patterns';
import { optionalText, requiredMoneyField, requiredText } from '../validation/fields.schema';
import { TEXT_MAX, list } from '../validation/bounded.schema';
import { isHexColor } from '../tracking/notification-template.schema';

/**
 * Notification templates (accounts §5): subject required for email type; FAQ needs at least one
 * question when active; product upsell needs at least one product with name, image, valid url
 * and price when active.
 */
export const upsellProductFormSchema = z.object({
  name: requiredText(TEXT_MAX.name),
  image: requiredText(TEXT_MAX.url),
  url: requiredText(TEXT_MAX.url).refine(isUrl, MESSAGES.invalidUrl),
  price: requiredMoneyField(),
});

/**
 * An upsell row while upsell is off: kept as the merchant typed it (bounded, unchecked), so turning
 * upsell off never blocks a save over a half-filled row, and turning it back on finds the row again.
 */
const upsellProductDraftSchema = z.object({
  name: optionalText(TEXT_MAX.name),
  image: optionalText(TEXT_MAX.url),
  url: optionalText(TEXT_MAX.url),
  price: z
    .union([z.number(), z.string().trim().max(TEXT_MAX.short, MESSAGES.tooLong)])
    .nullish()
    .transform((v) => v ?? ''),
});
type UpsellProductDraft = z.output<typeof upsellProductDraftSchema>;

/** A hex colour as a form holds it: the only colour stored, since colours go into inline styles. */
export const templateColorField = () => z.string().trim().refine(isHexColor, MESSAGES.invalid);

/** Questions and upsell products a template shows: a page's worth. */
const TEMPLATE_ENTRIES_MAX = 50;

/**
 * The product upsell block (accounts §5): when active, at least one product and every row with
 * name, image, valid url and price (each row answered as upsellProductFormSchema parses it); when
 * off, its rows are not validated.
 */
export const productUpsellFormSchema = z
  .object({
    isActive: z.boolean().default(false),
    products: list(upsellProductDraftSchema, TEMPLATE_ENTRIES_MAX).default([]),
  })
  .transform((upsell, ctx): { isActive: boolean; products: UpsellProductDraft[] } => {
    if (!upsell.isActive) return upsell;
    if (upsell.products.length === 0)
      ctx.addIssue({ code: 'custom', path: ['products'], message: OUR_MESSAGES.atLeastOne('product') });
    const products = upsell.products.map((row, i) => {
      const parsed = upsellProductFormSchema.safeParse(row);
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['products', i, ...issue.path], message: issue.message });
      return parsed.data ?? row;
    });
    return { isActive: true, products };
  });

/** FAQ{isActive, questions[]} as a template and the tracking page edit it. */
export const faqFormSchema = z
  .object({
    isActive: z.boolean().default(false),
    questions: list(z.object({ question: requiredText(), answer: requiredText() }), TEMPLATE_ENTRIES_MAX).default([]),
  })
  .default({ isActive: false, questions: [] });

/**
 * Accounts §5 Templates: an active FAQ needs a question (an active upsell's product is checked by
 * productUpsellFormSchema itself). Shared by the templates and the tracking page, so both answer
 * the same message at the same path.
 */
export function checkFaq(t: { faq: { isActive: boolean; questions: unknown[] } }, ctx: z.RefinementCtx): void {
  if (t.faq.isActive && t.faq.questions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['faq', 'questions'], message: OUR_MESSAGES.atLeastOne('question') });
}

export const templateFormSchema = z
  .looseObject({
    type: requiredText(TEXT_MAX.short),
    isActive: z.boolean().default(false),
    subject: optionalText(TEXT_MAX.name),
    /** Hex colours only (they go into the email's inline styles); absent keeps the defaults. */
    colors: z
      .object({ header: templateColorField(), text: templateColorField(), details: templateColorField() })
      .optional(),
    faq: faqFormSchema,
    productUpsell: productUpsellFormSchema.default({ isActive: false, products: [] }),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'email' && t.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: MESSAGES.required });
    checkFaq(t, ctx);
  });
