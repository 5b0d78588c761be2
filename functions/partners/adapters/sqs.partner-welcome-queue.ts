import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { PartnerWelcomeMessage } from '#domain/partners/partner-email.rules';
import type { PartnerWelcomeQueue } from '#domain/partners/ports';
import { queueMessageBody } from '#lib/queue-message';

/** A new partner through the `emails` queue: the emails worker mails them their links once. */
export function makeSqsPartnerWelcomeQueue(client: () => SQSClient, queueUrl: () => string): PartnerWelcomeQueue {
  return {
    async registered(permalink, dashboardPath) {
      const message: PartnerWelcomeMessage = { kind: 'partner_welcome', permalink, dashboardPath };
      await client().send(new SendMessageCommand({ QueueUrl: queueUrl(), MessageBody: queueMessageBody(message) }));
    },
  };
}
