import { z } from 'zod';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { isUrl } from '../validation/patterns';
import { numberField, optionalText, requiredText } from '../validation/fields.schema';

/**
 * Notification templates (accounts §5): subject required for email type; FAQ needs at least one
 * question when active; product upsell needs at least one product with name, image, valid url
 * and price when active.
 */
export const upsellProductFormSchema = z.object({
  name: requiredText(),
  image: requiredText(),
  url: requiredText().refine(isUrl, MESSAGES.invalidUrl),
  price: numberField(),
});

export const templateFormSchema = z
  .looseObject({
    type: requiredText(),
    isActive: z.boolean().default(false),
    subject: optionalText(),
    faq: z
      .object({
        isActive: z.boolean().default(false),
        questions: z.array(z.object({ question: requiredText(), answer: requiredText() })).default([]),
      })
      .default({ isActive: false, questions: [] }),
    productUpsell: z
      .object({ isActive: z.boolean().default(false), products: z.array(upsellProductFormSchema).default([]) })
      .default({ isActive: false, products: [] }),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'email' && t.subject === '') ctx.addIssue({ code: 'custom', path: ['subject'], message: MESSAGES.required });
    if (t.faq.isActive && t.faq.questions.length === 0) ctx.addIssue({ code: 'custom', path: ['faq', 'questions'], message: OUR_MESSAGES.atLeastOne('question') });
    if (t.productUpsell.isActive && t.productUpsell.products.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['productUpsell', 'products'], message: OUR_MESSAGES.atLeastOne('product') });
    }
  });
