import { leadReplyTo, renderSalesLeadEmail, type SalesLeadMessage } from '#domain/leads/lead-email.rules';
import type { LeadStore } from '#domain/leads/ports';
import type { EmailSender, SentEmailLedger } from '#domain/notifications/ports';
import { sendOnce } from './send-once';

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
    const sent = await sendOnce(
      deps,
      SALES_INBOX_LEDGER_OWNER,
      `lead#${message.leadId}`,
      { to, replyTo: leadReplyTo(stored.lead), ...renderSalesLeadEmail(stored) },
      now,
    );
    return { outcome: sent.outcome };
  };
}
