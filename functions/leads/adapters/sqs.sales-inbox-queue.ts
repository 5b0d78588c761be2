import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SalesLeadMessage } from '#domain/leads/lead-email.rules';
import type { SalesInboxQueue } from '#domain/leads/ports';
import { queueMessageBody } from '#lib/queue-message';

/** A new lead through the `emails` queue: the emails worker mails the sales inbox once per lead. */
export function makeSqsSalesInboxQueue(client: () => SQSClient, queueUrl: () => string): SalesInboxQueue {
  return {
    async leadSubmitted(leadId) {
      const message: SalesLeadMessage = { kind: 'sales_lead', leadId };
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
