import type { NotificationTemplateRequest, NotificationTemplateView } from '#api/notifications';
import type { TrackingEmailStatus } from '#domain/statuses/tracking-email-status.constants';
import { defaultNotificationTemplate } from '#domain/tracking/notification-template-defaults.rules';
import { notificationTemplateSchema, type NotificationTemplate } from '#domain/tracking/notification-template.schema';
import { priceText } from '#domain/tracking/tracking-email-render.rules';

/** What the template editor edits; prices stay text while typed, the shared form schema reads them. */
export interface TemplateFormValues {
  type: 'email';
  isActive: boolean;
  subject: string;
  trackingHistory: boolean;
  colors: { header: string; text: string; details: string };
  faq: { isActive: boolean; questions: { question: string; answer: string }[] };
  itemsBought: boolean;
  productUpsell: { isActive: boolean; products: { name: string; image: string; url: string; price: string }[] };
  contactUs: boolean;
}

export function templateToFormValues(t: NotificationTemplateView): TemplateFormValues {
  return {
    type: 'email',
    isActive: t.isActive,
    subject: t.subject,
    trackingHistory: t.trackingHistory,
    colors: { ...t.colors },
    faq: { isActive: t.faq.isActive, questions: t.faq.questions.map((q) => ({ ...q })) },
    itemsBought: t.itemsBought,
    productUpsell: {
      isActive: t.productUpsell.isActive,
      products: t.productUpsell.products.map((p) => ({ ...p, price: priceText(p.price) })),
    },
    contactUs: t.contactUs !== false,
  };
}

/** The form's values of a status's default template ("Reset to default"). */
export function defaultTemplateFormValues(status: TrackingEmailStatus): TemplateFormValues {
  return templateToFormValues({
    ...defaultNotificationTemplate(status),
    status,
    version: 0,
    isDefault: true,
    updatedAt: null,
  });
}

const priceOf = (price: string) => (price.trim() !== '' && Number.isFinite(Number(price)) ? Number(price) : price);

/** The template the preview draws: the form's values as they are, typed or not. */
export function formValuesToTemplate(values: TemplateFormValues): NotificationTemplate {
  const parsed = notificationTemplateSchema.safeParse({
    ...values,
    productUpsell: {
      ...values.productUpsell,
      products: values.productUpsell.products.map((p) => ({ ...p, price: priceOf(p.price) })),
    },
  });
  // A value past a cap fails the stored schema; the preview then keeps the defaults for it.
  return parsed.success ? parsed.data : notificationTemplateSchema.parse({ ...values, productUpsell: undefined });
}

/** The PUT body: the form's fields and the version it was loaded at. */
export function toTemplateRequest(
  values: TemplateFormValues,
  loaded: NotificationTemplateView,
): NotificationTemplateRequest {
  const { type: _type, ...rest } = values;
  return {
    ...rest,
    productUpsell: {
      ...rest.productUpsell,
      products: rest.productUpsell.products.map((p) => ({ ...p, price: priceOf(p.price) })),
    },
    version: loaded.version,
  };
}

export const CONFLICT_MESSAGE = 'This template was changed by someone else. Reload it and try again.';
