import { z } from 'zod';
import { DEFAULT_EMAIL_COLORS } from '../constants/settings.constants';

/** Default tracking email colours (orders §9). */
export const DEFAULT_TEMPLATE_COLORS = DEFAULT_EMAIL_COLORS;

/** Notification types (orders §3 "Other"): integration tracking vs email notification. */
export const NOTIFICATION_TYPES = ['integration', 'email'] as const;

export const templateColorsSchema = z.object({
  header: z.string().default(DEFAULT_TEMPLATE_COLORS.header),
  text: z.string().default(DEFAULT_TEMPLATE_COLORS.text),
  details: z.string().default(DEFAULT_TEMPLATE_COLORS.details),
});

export const faqSchema = z.object({
  isActive: z.boolean().default(false),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
});

export const upsellProductSchema = z.object({ name: z.string(), image: z.string(), url: z.string(), price: z.union([z.number(), z.string()]) });

/**
 * Tracking email / notification template (orders §3 "Tracking email template", accounts §3
 * "Notification template"): one stored shape for both descriptions.
 */
export const notificationTemplateSchema = z.object({
  type: z.string().default('email'),
  isActive: z.boolean().default(false),
  subject: z.string().default(''),
  trackingHistory: z.boolean().default(true),
  colors: templateColorsSchema.default(DEFAULT_TEMPLATE_COLORS),
  faq: faqSchema.default({ isActive: false, questions: [] }),
  itemsBought: z.boolean().default(true),
  productUpsell: z.object({ isActive: z.boolean().default(false), products: z.array(upsellProductSchema).default([]) }).default({ isActive: false, products: [] }),
  contactUs: z.union([z.boolean(), z.string()]).default(true),
});
export type NotificationTemplate = z.output<typeof notificationTemplateSchema>;
