import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ClaimAlerts } from '#domain/claims/ports';
import { queueMessageBody } from '#lib/queue-message';

/**
 * Claim alerts through the product's emails queue (`EMAILS_QUEUE_URL`): the emails worker sends each at most
 * once per alert key (its sent-email ledger), so the sweep may send again after a run that died.
 */
export function makeSqsClaimAlerts(client: () => SQSClient, queueUrl: () => string): ClaimAlerts {
  return {
    async send(alert) {
      await client().send(
        new SendMessageCommand({
          QueueUrl: queueUrl(),
          MessageBody: queueMessageBody({ kind: 'claim_alert', ...alert }),
        }),
      );
    },
  };
}
