import { claimStatusLabel, type ClaimStatus } from '../statuses/claim-status.rules';

/**
 * The claim status email (accounts §3: claim settings name recipients per claim status). The `emails` queue
 * carries one message per status change; the emails worker sends it to each recipient once, keyed by
 * claimEmailKey (the ledger claim before the send), so a redelivered message sends nothing twice.
 */
export interface ClaimStatusEmailMessage {
  kind: 'claim_status';
  accountId: string;
  claimId: string;
  status: ClaimStatus;
  /** The status change's history time: a claim may reach a status twice, each change is its own email. */
  at: string;
  orderNumber: string;
  recipients: string[];
}

/** Recipients one status may list (claim settings' recipient list cap). */
export const CLAIM_EMAIL_RECIPIENTS_MAX = 50;

export function claimEmailKey(message: Pick<ClaimStatusEmailMessage, 'claimId' | 'at'>, recipient: string): string {
  return `claim#${message.claimId}#${message.at}#${recipient.trim().toLowerCase()}`;
}

export function renderClaimStatusEmail(
  message: Pick<ClaimStatusEmailMessage, 'status' | 'orderNumber'>,
  companyName: string,
): { subject: string; text: string; html: string } {
  const label = claimStatusLabel(message.status);
  const subject = `Claim for order ${message.orderNumber}: ${label}`;
  const lines = [
    `The claim for order ${message.orderNumber}${companyName ? ` (${companyName})` : ''} is now ${label}.`,
    message.status === 'paid' ? 'The credit is on the Billing page.' : 'Open Claims in Shipdeck to see its history.',
  ];
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return { subject, text: lines.join('\n'), html: lines.map((l) => `<p>${escape(l)}</p>`).join('') };
}
