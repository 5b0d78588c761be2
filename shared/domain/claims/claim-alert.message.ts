import * as z from 'zod';
import { escapeHtml } from '../tracking/tracking-email-render.rules';
import { TEXT_MAX, text } from '../validation/bounded.schema';
import { CLAIM_TYPES, claimReason } from './claim-record';
import type { ClaimAlert } from './ports';

/** The `emails` queue's claim alert (draft opened automatically; filing window closing), as the worker checks it. */
export const claimAlertMessageSchema = z.object({
  kind: z.literal('claim_alert'),
  alert: z.enum(['draft_opened', 'window_closing']),
  key: text(TEXT_MAX.name).min(1),
  accountId: text(TEXT_MAX.id).min(1),
  claimId: text(TEXT_MAX.id).min(1),
  orderId: text(TEXT_MAX.id).min(1),
  orderNumber: text(TEXT_MAX.id),
  type: z.enum(CLAIM_TYPES),
  fileBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
}) satisfies z.ZodType<ClaimAlert & { kind: 'claim_alert' }>;
export type ClaimAlertMessage = z.output<typeof claimAlertMessageSchema>;

const usDay = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(0, 4)}`;

/**
 * The alert's words (ours: the spec has no such email). A draft is only a draft: the merchant reviews and
 * submits it; the deadline is the filer's window (filing-windows.data.ts).
 */
export function renderClaimAlert(
  message: ClaimAlertMessage,
  opts: { companyName: string; appUrl?: string },
): { subject: string; text: string; html: string } {
  const reason = claimReason(message.type);
  const order = message.orderNumber ? `order ${message.orderNumber}` : 'an order';
  const fileBy = message.fileBy ? ` File by ${usDay(message.fileBy)}.` : '';
  const subject =
    message.alert === 'draft_opened'
      ? `A claim was drafted for ${order} (${reason})`
      : `File your claim for ${order} by ${message.fileBy ? usDay(message.fileBy) : 'its deadline'}`;
  const lead =
    message.alert === 'draft_opened'
      ? `Tracking shows ${reason} on ${order}, so Shipdeck drafted a claim for ${opts.companyName}, prefilled from the shipment.${fileBy} Review it, attach your documents and submit it.`
      : `The claim drafted for ${order} (${reason}) has not been submitted yet and its filing window closes soon.${fileBy}`;
  const link = opts.appUrl ? `${opts.appUrl.replace(/\/$/, '')}/claims/${encodeURIComponent(message.claimId)}` : '';
  return {
    subject,
    text: link ? `${lead}\n\nOpen the claim: ${link}\n` : `${lead}\n`,
    html: `<p>${escapeHtml(lead)}</p>${link ? `<p><a href="${escapeHtml(link)}">Open the claim</a></p>` : ''}`,
  };
}
