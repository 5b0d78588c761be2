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

const templateColorField = () => z.string().trim().refine(isHexColor, MESSAGES.invalid);

/** Questions and upsell products a template shows: a page's worth. */
const TEMPLATE_ENTRIES_MAX = 50;

export const templateFormSchema = z
  .looseObject({
    type: requiredText(TEXT_MAX.short),
    isActive: z.boolean().default(false),
    subject: optionalText(TEXT_MAX.name),
    /** Hex colours only (they go into the email's inline styles); absent keeps the defaults. */
    colors: z
      .object({ header: templateColorField(), text: templateColorField(), details: templateColorField() })
      .optional(),
    faq: z
      .object({
        isActive: z.boolean().default(false),
        questions: list(z.object({ question: requiredText(), answer: requiredText() }), TEMPLATE_ENTRIES_MAX).default(
          [],
        ),
      })
      .default({ isActive: false, questions: [] }),
    productUpsell: z
      .object({
        isActive: z.boolean().default(false),
        products: list(upsellProductFormSchema, TEMPLATE_ENTRIES_MAX).default([]),
      })
      .default({ isActive: false, products: [] }),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'email' && t.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: MESSAGES.required });
    if (t.faq.isActive && t.faq.questions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['faq', 'questions'], message: OUR_MESSAGES.atLeastOne('question') });
    if (t.productUpsell.isActive && t.productUpsell.products.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['productUpsell', 'products'],
        message: OUR_MESSAGES.atLeastOne('product'),
      });
    }
  });
