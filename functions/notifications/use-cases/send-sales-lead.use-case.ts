import { leadReplyTo, renderSalesLeadEmail, type SalesLeadMessage } from '#domain/leads/lead-email.rules';
import type { LeadStore } from '#domain/leads/ports';
import type { EmailSender, SentEmailLedger } from '#domain/notifications/ports';
import { EmailInFlightError } from './send-tracking-email.use-case';

/**
 * The sent-email ledger's owner for sales-inbox mail: a lead belongs to no merchant account, so its sends are
 * recorded under this fixed owner (account ids are UUIDs, so it names no account).
 */
export const SALES_INBOX_LEDGER_OWNER = 'sales-inbox';

export interface SendSalesLeadDeps {
  leads: Pick<LeadStore, 'get'>;
  ledger: SentEmailLedger;
  sender: EmailSender;
  /** The sales inbox's address (configuration: SALES_INBOX). */
  salesInbox: () => string | undefined;
  now?: () => Date;
}

export type SendSalesLeadResult = { outcome: 'sent' | 'already_sent' | 'lead_gone' };

/** One lead to the sales inbox, at most once however often its message is delivered (the sent-email ledger). */
export function makeSendSalesLead(deps: SendSalesLeadDeps) {
  const now = deps.now ?? (() => new Date());
  return async function sendSalesLead(message: SalesLeadMessage): Promise<SendSalesLeadResult> {
    const stored = await deps.leads.get(message.leadId);
    // Past its retention the item is gone: nothing is left to send.
    if (!stored) return { outcome: 'lead_gone' };
    const to = deps.salesInbox();
    if (!to) throw new Error('SALES_INBOX is not configured');
    const emailKey = `lead#${message.leadId}`;
    const claim = await deps.ledger.claim(SALES_INBOX_LEDGER_OWNER, emailKey, now());
    if (claim === 'sent') return { outcome: 'already_sent' };
    if (claim === 'busy') throw new EmailInFlightError(emailKey);
    let messageId: string | undefined;
    try {
      ({ messageId } = await deps.sender.send({
        to,
        replyTo: leadReplyTo(stored.lead),
        ...renderSalesLeadEmail(stored),
      }));
    } catch (err) {
      await deps.ledger.release(SALES_INBOX_LEDGER_OWNER, emailKey);
      throw err;
    }
    await deps.ledger.markSent(SALES_INBOX_LEDGER_OWNER, emailKey, { messageId, to, at: now() });
    return { outcome: 'sent' };
  };
}
