import type { LeadReceived } from '#api/leads';
import type { IdGenerator } from '#domain/accounts/ports';
import { HUMAN_CHECK_FIELD } from '#domain/human-check/human-check.rules';
import type { HumanCheckGate } from '#domain/human-check/ports';
import type { Lead } from '#domain/leads/lead.schema';
import { HUMAN_CHECK_FAILED, LEAD_RECEIVED, leadExpiresAt } from '#domain/leads/lead.rules';
import type { LeadStore, SalesInboxQueue } from '#domain/leads/ports';
import { ServiceUnavailableError, ValidationError } from '#lib/errors';
import { logger } from '#lib/logger';
import type { RateLimitRule } from '#lib/rate-limit/fixed-window';
import type { RateLimiter } from '#lib/rate-limit/rate-limiter';

/**
 * Per visitor (their IP), all lead forms together: a person sends one or two; dozens an hour is someone
 * filling the sales inbox.
 */
export const LEAD_LIMIT = { name: 'lead-ip', limit: 10, windowSeconds: 3600 } as const satisfies RateLimitRule;

export interface SubmitLeadDeps {
  leads: LeadStore;
  salesInbox: SalesInboxQueue;
  checkHuman: HumanCheckGate;
  limiter: RateLimiter;
  ids: IdGenerator;
  now?: () => Date;
}

export interface LeadSubmission {
  lead: Lead;
  humanCheckToken?: string;
  clientIp: string;
}

/**
 * A public form's lead: counted against the visitor's limit, the human check verified server-side (the
 * widget's token, once), kept in the table and handed to the sales inbox's email.
 */
export function makeSubmitLead(deps: SubmitLeadDeps) {
  const now = deps.now ?? (() => new Date());
  return async (input: LeadSubmission): Promise<LeadReceived> => {
    await deps.limiter.take(LEAD_LIMIT, input.clientIp);
    if ((await deps.checkHuman(input.humanCheckToken, input.clientIp)) === 'not_validated')
      throw new ValidationError({ [HUMAN_CHECK_FIELD]: HUMAN_CHECK_FAILED }, HUMAN_CHECK_FAILED);
    const submittedAt = now();
    const leadId = deps.ids.newId();
    await deps.leads.save({
      leadId,
      lead: input.lead,
      submittedAt: submittedAt.toISOString(),
      expiresAt: leadExpiresAt(submittedAt),
    });
    try {
      await deps.salesInbox.leadSubmitted(leadId);
    } catch (err) {
      // The lead is kept; the visitor is told to try again rather than believe sales has it.
      logger.error('Lead kept but not queued for the sales inbox', { leadId, error: err as Error });
      throw new ServiceUnavailableError('We could not send your message just now. Please try again.');
    }
    return { leadId, message: LEAD_RECEIVED[input.lead.kind] };
  };
}
