import type { AccountStore, TeamStore } from '#domain/accounts/ports';
import { renderClaimAlert, type ClaimAlertMessage } from '#domain/claims/claim-alert.message';
import type { EmailSender, SentEmailLedger } from '#domain/notifications/ports';
import { hasAllPermissions } from '#domain/permissions/permission-keys';
import { isEmail } from '#domain/validation/patterns';
import { EmailInFlightError } from './send-once';

export interface SendClaimAlertDeps {
  accounts: Pick<AccountStore, 'getAccount'>;
  team: Pick<TeamStore, 'list'>;
  ledger: SentEmailLedger;
  sender: EmailSender;
  appUrl?: () => string | undefined;
  now?: () => Date;
}

export type SendClaimAlertResult = { outcome: 'sent'; recipients: number; alreadySent: number };

/**
 * One claim alert to the account's members who see claims (Full Coverage, accounts §6), each at most once per
 * alert key however often the message is delivered (the sent-email ledger, key `<alert key>#<user>`).
 */
export function makeSendClaimAlert(deps: SendClaimAlertDeps) {
  const now = deps.now ?? (() => new Date());
  return async function sendClaimAlert(message: ClaimAlertMessage): Promise<SendClaimAlertResult> {
    const [account, { members }] = await Promise.all([
      deps.accounts.getAccount(message.accountId),
      deps.team.list(message.accountId),
    ]);
    const email = renderClaimAlert(message, { companyName: account?.name ?? '', appUrl: deps.appUrl?.() });
    const to = members.filter(
      (m) => isEmail(m.email) && (m.role === 'owner' || hasAllPermissions(m.permissions, ['view_claim_tracking'])),
    );
    let alreadySent = 0;
    for (const member of to) {
      const emailKey = `${message.key}#${member.userId}`;
      const claim = await deps.ledger.claim(message.accountId, emailKey, now());
      if (claim === 'sent') {
        alreadySent++;
        continue;
      }
      if (claim === 'busy') throw new EmailInFlightError(emailKey);
      let messageId: string | undefined;
      try {
        ({ messageId } = await deps.sender.send({ to: member.email, ...email }));
      } catch (err) {
        await deps.ledger.release(message.accountId, emailKey);
        throw err;
      }
      await deps.ledger.markSent(message.accountId, emailKey, { messageId, to: member.email, at: now() });
    }
    return { outcome: 'sent', recipients: to.length - alreadySent, alreadySent };
  };
}
