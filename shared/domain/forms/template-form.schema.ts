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

/** A hex colour as a form holds it: the only colour stored, since colours go into inline styles. */
export const templateColorField = () => z.string().trim().refine(isHexColor, MESSAGES.invalid);

/** Questions and upsell products a template shows: a page's worth. */
const TEMPLATE_ENTRIES_MAX = 50;

/** FAQ{isActive, questions[]} as a template and the tracking page edit it. */
export const faqFormSchema = z
  .object({
    isActive: z.boolean().default(false),
    questions: list(z.object({ question: requiredText(), answer: requiredText() }), TEMPLATE_ENTRIES_MAX).default([]),
  })
  .default({ isActive: false, questions: [] });

/** productUpsell{isActive, products[]} as a template and the tracking page edit it. */
export const productUpsellFormSchema = z
  .object({
    isActive: z.boolean().default(false),
    products: list(upsellProductFormSchema, TEMPLATE_ENTRIES_MAX).default([]),
  })
  .default({ isActive: false, products: [] });

/**
 * Accounts §5 Templates: an active FAQ needs a question and an active upsell a product. Shared by
 * the templates and the tracking page, so both answer the same messages at the same paths.
 */
export function checkFaqAndUpsell(
  t: { faq: { isActive: boolean; questions: unknown[] }; productUpsell: { isActive: boolean; products: unknown[] } },
  ctx: z.RefinementCtx,
): void {
  if (t.faq.isActive && t.faq.questions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['faq', 'questions'], message: OUR_MESSAGES.atLeastOne('question') });
  if (t.productUpsell.isActive && t.productUpsell.products.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['productUpsell', 'products'],
      message: OUR_MESSAGES.atLeastOne('product'),
    });
  }
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
    productUpsell: productUpsellFormSchema,
  })
  .superRefine((t, ctx) => {
    if (t.type === 'email' && t.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: MESSAGES.required });
    checkFaqAndUpsell(t, ctx);
  });
