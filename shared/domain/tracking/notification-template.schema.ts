import * as z from 'zod';
import { DEFAULT_EMAIL_COLORS } from '../constants/settings.constants';
import { TEXT_MAX, list, money, text } from '../validation/bounded.schema';

/** Default tracking email colours (orders §9). */
export const DEFAULT_TEMPLATE_COLORS = DEFAULT_EMAIL_COLORS;

/** Notification types (orders §3 "Other"): integration tracking vs email notification. */
export const NOTIFICATION_TYPES = ['integration', 'email'] as const;

export const templateColorsSchema = z.object({
  header: text(TEXT_MAX.short).default(DEFAULT_TEMPLATE_COLORS.header),
  text: text(TEXT_MAX.short).default(DEFAULT_TEMPLATE_COLORS.text),
  details: text(TEXT_MAX.short).default(DEFAULT_TEMPLATE_COLORS.details),
});

export const faqSchema = z.object({
  isActive: z.boolean().default(false),
  questions: list(z.object({ question: text(TEXT_MAX.note), answer: text(TEXT_MAX.note) }), 50).default([]),
});

export const upsellProductSchema = z.object({
  name: text(TEXT_MAX.name),
  image: text(TEXT_MAX.url),
  url: text(TEXT_MAX.url),
  // Blank first: a row kept while upsell is off may have no price yet, and stays blank (not 0).
  price: z.union([z.literal(''), money(), text(TEXT_MAX.short)]),
});

/**
 * Tracking email / notification template (orders §3 "Tracking email template", accounts §3
 * "Notification template"): one stored shape for both descriptions.
 */
export const notificationTemplateSchema = z.object({
  type: text(TEXT_MAX.short).default('email'),
  isActive: z.boolean().default(false),
  subject: text(TEXT_MAX.name).default(''),
  trackingHistory: z.boolean().default(true),
  colors: templateColorsSchema.default(DEFAULT_TEMPLATE_COLORS),
  faq: faqSchema.default({ isActive: false, questions: [] }),
  itemsBought: z.boolean().default(true),
  productUpsell: z
    .object({ isActive: z.boolean().default(false), products: list(upsellProductSchema, 50).default([]) })
    .default({ isActive: false, products: [] }),
  contactUs: z.union([z.boolean(), text(TEXT_MAX.note)]).default(true),
});
export type NotificationTemplate = z.output<typeof notificationTemplateSchema>;
export type NotificationTemplateInput = z.input<typeof notificationTemplateSchema>;

/**
 * `#rrggbb` (or `#rgb`): the only colour a template stores from a request, because the colours go
 * into inline `style` attributes of the email, where anything else could smuggle CSS in.
 */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR_PATTERN.test(value);
}
