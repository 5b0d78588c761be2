import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ClaimStatusEmailMessage } from '#domain/claims/claim-email.rules';
import { CLAIM_EMAIL_RECIPIENTS_MAX } from '#domain/claims/claim-email.rules';
import type { ClaimNotifier } from '#domain/claims/ports';
import { queueMessageBody } from '#lib/queue-message';

/**
 * Claim status emails through the `emails` queue the tracking emails use: one message per status change; the
 * emails worker sends it to each recipient once. The URL is read at the first send (`EMAILS_QUEUE_URL`).
 */
export function makeSqsClaimNotifier(client: () => SQSClient, queueUrl: () => string): ClaimNotifier {
  return {
    async statusChanged(email) {
      const message: ClaimStatusEmailMessage = {
        kind: 'claim_status',
        accountId: email.accountId,
        claimId: email.claimId,
        status: email.status,
        at: email.at,
        orderNumber: email.orderNumber,
        recipients: email.recipients.slice(0, CLAIM_EMAIL_RECIPIENTS_MAX),
      };
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
