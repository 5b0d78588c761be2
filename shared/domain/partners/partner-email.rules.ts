import * as z from 'zod';
import { escapeHtml } from '../tracking/tracking-email-render.rules';
import { TEXT_MAX, text } from '../validation/bounded.schema';

/**
 * The `emails` queue's message for a newly registered partner. It carries the private dashboard path because
 * the secret in it is kept nowhere else (only its hash is stored): this email is the partner's one copy
 * besides the page they registered on.
 */
export const partnerWelcomeMessageSchema = z.object({
  kind: z.literal('partner_welcome'),
  permalink: text(TEXT_MAX.id).min(1),
  dashboardPath: text(TEXT_MAX.url).min(1),
});
export type PartnerWelcomeMessage = z.output<typeof partnerWelcomeMessageSchema>;

/** The sent-email ledger's owner for partner mail: a partner belongs to no merchant account. */
export const PARTNER_LEDGER_OWNER = 'partners';

/** The welcome email: the link to share and the private dashboard link (ours: the spec does not word it). */
export function renderPartnerWelcomeEmail(
  partner: { name: string },
  links: { link: string; dashboard: string },
): { subject: string; text: string; html: string } {
  const greeting = `Hi ${partner.name.replace(/[\r\n]+/g, ' ')},`;
  const lines = [
    'Welcome to the Shipdeck partner program.',
    `Your link to share: ${links.link}`,
    `Your private dashboard (keep it to yourself: anyone with this link sees your sign-ups): ${links.dashboard}`,
  ];
  return {
    subject: 'Your Shipdeck partner link and dashboard',
    text: `${greeting}\n\n${lines.join('\n\n')}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines[0])}</p>` +
      `<p>Your link to share: <a href="${escapeHtml(links.link)}">${escapeHtml(links.link)}</a></p>` +
      `<p>Your private dashboard: <a href="${escapeHtml(links.dashboard)}">open your dashboard</a>. ` +
      'Keep it to yourself: anyone with this link sees your sign-ups.</p>',
  };
}
