import type { AccountStore } from '#domain/accounts/ports';
import { claimEmailKey, renderClaimStatusEmail, type ClaimStatusEmailMessage } from '#domain/claims/claim-email.rules';
import type { EmailSender, SentEmailLedger } from '#domain/notifications/ports';
import { isEmail } from '#domain/validation/patterns';
import { EmailInFlightError } from './send-once';

export interface SendClaimStatusEmailDeps {
  accounts: Pick<AccountStore, 'getAccount'>;
  ledger: SentEmailLedger;
  sender: EmailSender;
  now?: () => Date;
}

export interface SendClaimStatusEmailResult {
  sent: string[];
  alreadySent: string[];
  skipped: string[];
}

/**
 * One claim status change told to each recipient the claim settings list for that status, once per recipient:
 * the ledger's claim before each send and `sent` after, as the tracking emails do. A recipient another
 * delivery is sending to, or a failed send, makes the message fail after the others were tried, so the queue
 * delivers it again and only what is still unsent goes out.
 */
export function makeSendClaimStatusEmail(deps: SendClaimStatusEmailDeps) {
  const now = deps.now ?? (() => new Date());
  return async function sendClaimStatusEmail(message: ClaimStatusEmailMessage): Promise<SendClaimStatusEmailResult> {
    const account = await deps.accounts.getAccount(message.accountId);
    const email = renderClaimStatusEmail(message, account?.name ?? '');
    const result: SendClaimStatusEmailResult = { sent: [], alreadySent: [], skipped: [] };
    let failure: unknown;
    for (const to of new Set(message.recipients.map((r) => r.trim()))) {
      if (!isEmail(to)) {
        result.skipped.push(to);
        continue;
      }
      const key = claimEmailKey(message, to);
      const claim = await deps.ledger.claim(message.accountId, key, now());
      if (claim === 'sent') {
        result.alreadySent.push(to);
        continue;
      }
      if (claim === 'busy') {
        failure ??= new EmailInFlightError(key);
        continue;
      }
      try {
        const { messageId } = await deps.sender.send({ to, ...email });
        await deps.ledger.markSent(message.accountId, key, { messageId, to, at: now() });
        result.sent.push(to);
      } catch (err) {
        await deps.ledger.release(message.accountId, key);
        failure ??= err;
      }
    }
    if (failure) throw failure;
    return result;
  };
}
