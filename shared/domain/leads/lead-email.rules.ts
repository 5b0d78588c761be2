import * as z from 'zod';
import { escapeHtml } from '../tracking/tracking-email-render.rules';
import { TEXT_MAX, text } from '../validation/bounded.schema';
import { MONTHLY_VOLUME_LABELS, type Lead } from './lead.schema';
import type { StoredLead } from './ports';

/** The `emails` queue's message for a new lead: the worker reads the lead back and mails the sales inbox once. */
export const salesLeadMessageSchema = z.object({
  kind: z.literal('sales_lead'),
  leadId: text(TEXT_MAX.id).min(1),
});
export type SalesLeadMessage = z.output<typeof salesLeadMessageSchema>;

const TITLES: Readonly<Record<Lead['kind'], string>> = {
  contact: 'Contact us',
  demo: 'Demo request',
  apply: 'ShipFare Plus application',
};

/** The lead's fields as label → value, in the form's order. */
export function leadLines(lead: Lead): [string, string][] {
  switch (lead.kind) {
    case 'contact':
      return [
        ['Email', lead.form.email],
        ['Message', lead.form.message],
      ];
    case 'demo':
      return [
        ['Name', lead.form.name],
        ['Email', lead.form.email],
        ['Company', lead.form.company],
        ['Monthly volume', MONTHLY_VOLUME_LABELS[lead.form.monthlyVolume]],
        ['What they ship', lead.form.whatTheyShip],
      ];
    case 'apply': {
      const a = lead.form.address;
      return [
        ['Company', lead.form.companyName],
        ['Phone', lead.form.phoneNumber],
        ['Industry', lead.form.industry],
        ['Address', [a.address1, a.address2].filter(Boolean).join(', ')],
        ['City', a.city],
        ['State', a.state],
        ['Country', a.country],
        ['Zip', a.zip],
      ];
    }
  }
}

/** Whom sales answers: the visitor's email where the form has one. */
export function leadReplyTo(lead: Lead): string | undefined {
  return lead.kind === 'apply' ? undefined : lead.form.email;
}

/** The sales inbox's email for one lead (ours: the spec does not word it). */
export function renderSalesLeadEmail(stored: StoredLead): { subject: string; text: string; html: string } {
  const lines = leadLines(stored.lead);
  const who =
    stored.lead.kind === 'apply'
      ? stored.lead.form.companyName
      : stored.lead.kind === 'demo'
        ? `${stored.lead.form.name}, ${stored.lead.form.company}`
        : stored.lead.form.email;
  const subject = `${TITLES[stored.lead.kind]}: ${who}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const footer = `Lead ${stored.leadId}, received ${stored.submittedAt}.`;
  return {
    subject,
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${footer}\n`,
    html:
      `<h2>${escapeHtml(TITLES[stored.lead.kind])}</h2><table>` +
      lines
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      `</table><p>${escapeHtml(footer)}</p>`,
  };
}
