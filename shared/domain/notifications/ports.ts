import type { TrackingEmailStatus } from '../statuses/tracking-email-status.constants';
import type { NotificationTemplate } from '../tracking/notification-template.schema';

export interface StoredNotificationTemplate {
  status: TrackingEmailStatus;
  template: NotificationTemplate;
  version: number;
  updatedAt: string;
}

/** The merchant's edited templates, one per tracking email status; a status never saved has none. */
export interface NotificationTemplateStore {
  list(accountId: string): Promise<StoredNotificationTemplate[]>;
  get(accountId: string, status: TrackingEmailStatus): Promise<StoredNotificationTemplate | undefined>;
  /** Writes only if the stored version is still `expectedVersion` (0: none stored); undefined when it is not. */
  put(
    accountId: string,
    status: TrackingEmailStatus,
    template: NotificationTemplate,
    expectedVersion: number,
  ): Promise<StoredNotificationTemplate | undefined>;
}

export interface OutgoingEmail {
  to: string;
  /** Where a reply goes when it is not the sender (a prospect's lead: sales answers the prospect). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one email (SES in AWS, the local SES emulator on a laptop). Throws when it was not accepted. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<{ messageId?: string }>;
}

/**
 * One record per email key (trackingEmailKey): a claim taken before sending, turned into `sent`
 * after, so a redelivered message finds `sent` and sends nothing. The claim is a lease: a worker
 * that died mid-send leaves it to expire, and the next delivery may try again.
 */
export interface SentEmailLedger {
  /** `claimed`: this delivery may send; `sent`: it went out before; `busy`: another delivery holds a live claim. */
  claim(accountId: string, emailKey: string, now: Date): Promise<'claimed' | 'sent' | 'busy'>;
  markSent(accountId: string, emailKey: string, sent: { messageId?: string; to: string; at: Date }): Promise<void>;
  /** Gives the claim up after a failed send, so the retry need not wait for the lease. */
  release(accountId: string, emailKey: string): Promise<void>;
}
