import * as z from 'zod';
import { productUpsellFormSchema, templateFormSchema } from '#domain/forms/template-form.schema';
import { TRACKING_EMAIL_STATUSES, type TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { faqSchema, isHexColor, type NotificationTemplate } from '#domain/tracking/notification-template.schema';
import { TEXT_MAX, text } from '#domain/validation/bounded.schema';
import { MESSAGES } from '#domain/validation/messages';

/** Path parameters of /api/v1/notification-templates/{status}: one of the tracking email statuses (orders §4). */
export const notificationTemplateParamsSchema = z.object({
  status: z.enum(TRACKING_EMAIL_STATUSES, { error: MESSAGES.invalid }),
});

const colorField = () => text(TEXT_MAX.short).refine(isHexColor, MESSAGES.invalid);

/**
 * PUT /api/v1/notification-templates/{status} (accounts §3 Notification template, orders §3 Tracking
 * email template): what the merchant edits. The status comes from the path and `type` is always
 * `email`: neither is read from the body. The accounts §5 Templates rules are the shared form
 * schema's, run on the same values, so the web form and the API answer the same messages.
 */
export const notificationTemplateRequestSchema = z
  .object({
    isActive: z.boolean().default(false),
    subject: text(TEXT_MAX.name).default(''),
    trackingHistory: z.boolean().default(true),
    colors: z.object({ header: colorField(), text: colorField(), details: colorField() }),
    faq: faqSchema.default({ isActive: false, questions: [] }),
    itemsBought: z.boolean().default(true),
    productUpsell: productUpsellFormSchema.default({ isActive: false, products: [] }),
    contactUs: z.boolean().default(true),
    /** The version the form was loaded at; a save over a newer one answers 409. */
    version: z.number({ error: MESSAGES.invalid }).int(MESSAGES.invalid).min(0, MESSAGES.invalid).optional(),
  })
  .superRefine((template, ctx) => {
    for (const issue of templateFormSchema.safeParse({ ...template, type: 'email' }).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type NotificationTemplateRequest = z.input<typeof notificationTemplateRequestSchema>;
export type NotificationTemplateChange = Omit<z.output<typeof notificationTemplateRequestSchema>, 'version'>;

/** A template as the API answers it: the stored one, or the default at version 0. */
export type NotificationTemplateView = NotificationTemplate & {
  status: TrackingEmailStatus;
  version: number;
  /** True while the merchant never saved this status's template. */
  isDefault: boolean;
  updatedAt: string | null;
};

export interface NotificationTemplateListView {
  items: NotificationTemplateView[];
}
