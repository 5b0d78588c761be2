import type { EmailSender, SentEmailLedger } from '#domain/notifications/ports';
import {
  PARTNER_LEDGER_OWNER,
  renderPartnerWelcomeEmail,
  type PartnerWelcomeMessage,
} from '#domain/partners/partner-email.rules';
import type { PartnerStore } from '#domain/partners/ports';
import { partnerLinkPath } from '#api/partners';
import { sendOnce } from './send-once';

export interface SendPartnerWelcomeDeps {
  partners: Pick<PartnerStore, 'get'>;
  ledger: SentEmailLedger;
  sender: EmailSender;
  /** Where the site is served (configuration: APP_URL): the email's links are absolute. */
  appUrl: () => string | undefined;
  now?: () => Date;
}

export type SendPartnerWelcomeResult = { outcome: 'sent' | 'already_sent' | 'partner_gone' };

/** A new partner's links to their own address, at most once however often its message is delivered. */
export function makeSendPartnerWelcome(deps: SendPartnerWelcomeDeps) {
  const now = deps.now ?? (() => new Date());
  return async function sendPartnerWelcome(message: PartnerWelcomeMessage): Promise<SendPartnerWelcomeResult> {
    const partner = await deps.partners.get(message.permalink);
    if (!partner) return { outcome: 'partner_gone' };
    const base = deps.appUrl();
    if (!base) throw new Error('APP_URL is not configured');
    const absolute = (path: string) => new URL(path, base).toString();
    const email = renderPartnerWelcomeEmail(partner, {
      link: absolute(partnerLinkPath(partner.permalink)),
      dashboard: absolute(message.dashboardPath),
    });
    const sent = await sendOnce(
      deps,
      PARTNER_LEDGER_OWNER,
      `partner#${partner.permalink}`,
      { to: partner.email, ...email },
      now,
    );
    return { outcome: sent.outcome };
  };
}
