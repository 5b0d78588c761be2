import { TRACKING_EMAIL_STATUSES, type TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import {
  DEFAULT_TEMPLATE_COLORS,
  notificationTemplateSchema,
  type NotificationTemplate,
} from './notification-template.schema';

/** What each status tells the shopper: the subject and the status line under the header. */
interface StatusCopy {
  subject: string;
  headline: string;
  message: string;
  /** Whether a merchant who never edited the template sends it. */
  isActive: boolean;
}

/**
 * The defaults of a merchant who never edited a template (accounts §3). Active by default are the
 * emails carrier events send on their own and a shopper expects at each step: in transit, out for
 * delivery, delivered, returned and failed to deliver; and late_shipment, which only goes out when
 * the merchant chooses to send it from the grid, so the button works without a visit here first.
 * Off by default: awaiting_shipment (the store platform already sends its own shipping confirmation
 * when the order is fulfilled; two emails for one label is noise), and the three order-protection
 * outcomes, whose wording depends on the merchant's protection policy and which only apply to
 * merchants selling protection: they opt in.
 */
export const TRACKING_EMAIL_COPY: Readonly<Record<TrackingEmailStatus, StatusCopy>> = {
  awaiting_shipment: {
    subject: 'Your order {orderNumber} is getting ready to ship',
    headline: 'Your order is getting ready to ship',
    message: 'A shipping label has been created. We will let you know as soon as the carrier picks up your package.',
    isActive: false,
  },
  in_transit: {
    subject: 'Your order {orderNumber} is on its way',
    headline: 'Your order is on its way',
    message: 'Your package is with the carrier and moving toward you.',
    isActive: true,
  },
  out_for_delivery: {
    subject: 'Your order {orderNumber} is out for delivery',
    headline: 'Out for delivery',
    message: 'Your package is on the delivery vehicle and should arrive today.',
    isActive: true,
  },
  delivered: {
    subject: 'Your order {orderNumber} has been delivered',
    headline: 'Delivered',
    message: 'Your package has been delivered. We hope you enjoy your order!',
    isActive: true,
  },
  returned: {
    subject: 'Your order {orderNumber} is being returned',
    headline: 'Your package is being returned',
    message: 'The carrier could not deliver your package and is returning it to us. We will be in touch.',
    isActive: true,
  },
  failed_to_deliver: {
    subject: 'We could not deliver your order {orderNumber}',
    headline: 'Delivery attempt failed',
    message: 'The carrier could not deliver your package. Check the tracking link for pickup or redelivery options.',
    isActive: true,
  },
  late_shipment: {
    subject: 'Your order {orderNumber} is running late',
    headline: 'Your package is running late',
    message: 'Your package is taking longer than expected. We are keeping an eye on it and are sorry for the wait.',
    isActive: true,
  },
  reshipped: {
    subject: 'We are sending your order {orderNumber} again',
    headline: 'Your order is being reshipped',
    message: 'Your order protection claim was approved and a replacement is on its way.',
    isActive: false,
  },
  denied: {
    subject: 'An update on your claim for order {orderNumber}',
    headline: 'Your claim was not approved',
    message: 'After review, your order protection claim could not be approved. Contact us with any questions.',
    isActive: false,
  },
  refunded: {
    subject: 'Your order {orderNumber} has been refunded',
    headline: 'Your order was refunded',
    message: 'Your order protection claim was approved and your refund is on its way.',
    isActive: false,
  },
};

/** The FAQ a default template carries, off: a starting point the merchant edits and turns on. */
const DEFAULT_FAQ = [
  {
    question: 'When will my order arrive?',
    answer: 'Follow the tracking link above for the latest estimate from the carrier.',
  },
];

/** The template of a status as a merchant who never edited it sees it. */
export function defaultNotificationTemplate(status: TrackingEmailStatus): NotificationTemplate {
  const copy = TRACKING_EMAIL_COPY[status];
  return notificationTemplateSchema.parse({
    type: 'email',
    isActive: copy.isActive,
    subject: copy.subject,
    trackingHistory: true,
    colors: { ...DEFAULT_TEMPLATE_COLORS },
    faq: { isActive: false, questions: DEFAULT_FAQ.map((q) => ({ ...q })) },
    itemsBought: true,
    productUpsell: { isActive: false, products: [] },
    contactUs: true,
  });
}

export function defaultNotificationTemplates(): Record<TrackingEmailStatus, NotificationTemplate> {
  return Object.fromEntries(TRACKING_EMAIL_STATUSES.map((s) => [s, defaultNotificationTemplate(s)])) as Record<
    TrackingEmailStatus,
    NotificationTemplate
  >;
}

/** How the settings pages name a status. */
export const TRACKING_EMAIL_STATUS_LABELS: Readonly<Record<TrackingEmailStatus, string>> = {
  awaiting_shipment: 'Awaiting shipment',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  returned: 'Returned',
  failed_to_deliver: 'Failed to deliver',
  late_shipment: 'Late shipment',
  reshipped: 'Reshipped (order protection)',
  denied: 'Denied (order protection)',
  refunded: 'Refunded (order protection)',
};
