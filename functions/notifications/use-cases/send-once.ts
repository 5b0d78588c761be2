import type { EmailSender, OutgoingEmail, SentEmailLedger } from '#domain/notifications/ports';

/** Another delivery of the same message holds the email's claim: this one fails and SQS delivers it again. */
export class EmailInFlightError extends Error {
  constructor(readonly emailKey: string) {
    super(`Email ${emailKey} is being sent by another delivery`);
  }
}

export interface SendOnceDeps {
  ledger: SentEmailLedger;
  sender: EmailSender;
}

/**
 * One email at most once per (owner, key) however often its message is delivered: the sent-email ledger's
 * claim before the send, released when the send fails (so the retry need not wait for the lease), marked
 * sent after. `busy` (another delivery's live claim) throws EmailInFlightError.
 */
export async function sendOnce(
  deps: SendOnceDeps,
  owner: string,
  emailKey: string,
  email: OutgoingEmail,
  at: () => Date,
): Promise<{ outcome: 'sent'; messageId?: string } | { outcome: 'already_sent' }> {
  const claim = await deps.ledger.claim(owner, emailKey, at());
  if (claim === 'sent') return { outcome: 'already_sent' };
  if (claim === 'busy') throw new EmailInFlightError(emailKey);
  let messageId: string | undefined;
  try {
    ({ messageId } = await deps.sender.send(email));
  } catch (err) {
    await deps.ledger.release(owner, emailKey);
    throw err;
  }
  await deps.ledger.markSent(owner, emailKey, { messageId, to: email.to, at: at() });
  return { outcome: 'sent', messageId };
}
