import type { Context, SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAlertMessage } from '#domain/claims/claim-alert.message';
import type { EmailSender, OutgoingEmail } from '#domain/notifications/ports';
import { dynamoAccountStore, dynamoTeamStore } from '#functions/accounts/accounts.adapters';
import { dynamoSentEmailLedger } from '#functions/notifications/adapters/dynamodb.sent-email-ledger';
import { makeSendEmailWorker } from '#functions/notifications/handlers/send-email.worker';
import { makeSendClaimAlert } from '#functions/notifications/use-cases/send-claim-alert.use-case';
import { addTestMember, createTestAccount } from '#test/support/accounts';
import { lambdaContext } from '#test/support/api-events';

/**
 * Claim alerts through the emails worker against DynamoDB Local: each member who sees claims gets one email per
 * alert, however often the message is delivered (the claims sweep may send it again after a run that died).
 */
function recordingSender(): EmailSender & { sent: OutgoingEmail[] } {
  const s = {
    sent: [] as OutgoingEmail[],
    async send(email: OutgoingEmail) {
      s.sent.push(email);
      return { messageId: `msg-${s.sent.length}` };
    },
  };
  return s;
}

const sqsEvent = (...messages: unknown[]): SQSEvent =>
  ({
    Records: messages.map((m, i) => ({
      messageId: `m-${i}`,
      receiptHandle: `r-${i}`,
      body: JSON.stringify(m),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:emails',
      awsRegion: 'us-east-1',
    })),
  }) as unknown as SQSEvent;

let accountId: string;
let ownerEmail: string;
let clerkEmail: string;
beforeAll(async () => {
  const account = await createTestAccount('Alert Foods');
  accountId = account.accountId;
  ownerEmail = account.owner.email;
  // A member without Full Coverage (view_claim_tracking) is not told about claims.
  clerkEmail = (await addTestMember(accountId, { view_print_orders: true, view_claim_tracking: false }, 'Alert Foods'))
    .email;
});

describe('claim alerts (issue 25 item 4: the merchant is told when a draft is opened and before a window closes)', () => {
  it('one email per member who sees claims, once per alert however often it is delivered', async () => {
    const sender = recordingSender();
    const send = makeSendClaimAlert({
      accounts: dynamoAccountStore,
      team: dynamoTeamStore,
      ledger: dynamoSentEmailLedger,
      sender,
      appUrl: () => 'https://app.shipdeck.example',
    });
    const worker = makeSendEmailWorker(
      async () => {
        throw new Error('no tracking email expected');
      },
      { claimAlert: send },
    );
    const message: ClaimAlertMessage = {
      kind: 'claim_alert',
      alert: 'draft_opened',
      key: 'claim-1#draft_opened',
      accountId,
      claimId: 'claim-1',
      orderId: 'o1',
      orderNumber: 'CL-1001',
      type: 'lost',
      fileBy: '2030-05-13',
    };
    const first = await worker(sqsEvent(message), lambdaContext as Context);
    expect(first.batchItemFailures).toEqual([]);
    // Delivered again (the sweep alerted again after finding its draft held): nothing more is sent.
    expect((await worker(sqsEvent(message), lambdaContext as Context)).batchItemFailures).toEqual([]);
    expect(sender.sent.map((e) => e.to)).toEqual([ownerEmail]);
    expect(sender.sent.map((e) => e.to)).not.toContain(clerkEmail);
    const [email] = sender.sent;
    expect(email.subject).toBe('A claim was drafted for order CL-1001 (package missing)');
    expect(email.text).toContain('File by 05/13/2030.');
    expect(email.text).toContain('https://app.shipdeck.example/claims/claim-1');

    await worker(
      sqsEvent({ ...message, alert: 'window_closing', key: 'claim-1#window_closing' }),
      lambdaContext as Context,
    );
    expect(sender.sent).toHaveLength(2);
    expect(sender.sent[1].subject).toBe('File your claim for order CL-1001 by 05/13/2030');
  });
});
