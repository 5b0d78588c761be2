import type { AccountStore } from '#domain/accounts/ports';
import type { EmailSender, NotificationTemplateStore, SentEmailLedger } from '#domain/notifications/ports';
import type { OrderStore } from '#domain/orders/ports';
import type { TrackingPageLinks } from '#domain/short-links/ports';
import { trackingEmailContentFor, trackingEmailHistoryOf } from '#domain/tracking/tracking-email-content.rules';
import { renderTrackingEmail } from '#domain/tracking/tracking-email-render.rules';
import type { TrackingEmailMessage } from '#domain/tracking/tracking-email.message';
import { isEmail } from '#domain/validation/patterns';
import { templateOf } from './notification-templates.use-cases';
import { sendOnce } from './send-once';

export type SendTrackingEmailResult =
  | { outcome: 'sent'; messageId?: string }
  | { outcome: 'already-sent' }
  | { outcome: 'skipped'; reason: 'inactive-template' | 'no-order' | 'no-shipment' | 'no-recipient' };

/** Another delivery of the same email holds the claim: this one is retried after the queue's visibility timeout. */
export interface SendTrackingEmailDeps {
  orders: Pick<OrderStore, 'get'>;
  accounts: Pick<AccountStore, 'getAccount'>;
  templates: NotificationTemplateStore;
  ledger: SentEmailLedger;
  sender: EmailSender;
  /** The short link to the shipment on the merchant's tracking page; without one the carrier's link is kept. */
  pageLinks?: TrackingPageLinks;
  now?: () => Date;
}

/**
 * One tracking email (issue "emails out"): the merchant's template of the status (nothing when it
 * is off), rendered for the shipment and sent to the order's recipient, at most once per email key
 * even when the message is delivered again: the ledger's claim before the send and `sent` after.
 * A send that fails gives the claim back and throws, so the queue retries it.
 */
export function makeSendTrackingEmail(deps: SendTrackingEmailDeps) {
  const now = deps.now ?? (() => new Date());
  return async function sendTrackingEmail(message: TrackingEmailMessage): Promise<SendTrackingEmailResult> {
    const { accountId, orderId, shipmentId, emailStatus, emailKey } = message;
    const template = await templateOf(deps.templates, accountId, emailStatus);
    if (!template.isActive) return { outcome: 'skipped', reason: 'inactive-template' };
    const order = await deps.orders.get(accountId, orderId);
    if (!order || order.isDeleted) return { outcome: 'skipped', reason: 'no-order' };
    const shipment = order.shipments.find((s) => s.id === shipmentId);
    if (!shipment) return { outcome: 'skipped', reason: 'no-shipment' };
    const to = order.shippingAddress?.email?.trim() ?? '';
    if (!isEmail(to)) return { outcome: 'skipped', reason: 'no-recipient' };

    const account = await deps.accounts.getAccount(accountId);
    const content = trackingEmailContentFor({
      status: emailStatus,
      companyName: account?.name ?? '',
      order,
      shipment,
      trackingCode: message.trackingCode,
      // The shipment as read now: the scans stored up to this send, not those of the message's moment.
      history: template.trackingHistory ? trackingEmailHistoryOf(shipment) : [],
    });
    // The merchant's branded page keeps the shopper with the merchant: it replaces the carrier's link.
    const code = content.trackingCode;
    const pageLink = code ? await deps.pageLinks?.linkFor(accountId, code) : undefined;
    const email = renderTrackingEmail(
      template,
      pageLink && code ? { ...content, links: [{ url: pageLink, trackingCodes: [code] }] } : content,
    );

    const sent = await sendOnce(deps, accountId, emailKey, { to, ...email }, now);
    return sent.outcome === 'sent' ? sent : { outcome: 'already-sent' };
  };
}
