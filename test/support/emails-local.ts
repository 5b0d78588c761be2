import type { SQSClient } from '@aws-sdk/client-sqs';
import { QUEUES } from '#infra/app-manifest';
import { startSesLocal, type SesLocal } from '#infra/local/ses-local';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { resetConfigForTests } from '#lib/config';

export interface EmailsLocal {
  sqs: SqsLocal;
  sqsClient: SQSClient;
  emailsUrl: string;
  ses: SesLocal;
  stop(): Promise<void>;
}

/**
 * A local `emails` queue (its URL in EMAILS_QUEUE_URL, as the manifest gives senders) and a local SES inbox:
 * what a test of a route that queues an email and of the worker that sends it needs.
 */
export async function startEmailsLocal(): Promise<EmailsLocal> {
  const sqs = await startSqsLocal({ port: 0, queues: QUEUES.filter((q) => q.name === 'emails') });
  const sqsClient = localSqsClient(sqs.endpoint);
  const emailsUrl = sqs.queues.find((q) => q.name === 'emails')!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.EMAILS_QUEUE_URL = emailsUrl;
  resetConfigForTests();
  const ses = await startSesLocal({ port: 0 });
  return {
    sqs,
    sqsClient,
    emailsUrl,
    ses,
    async stop() {
      delete process.env.EMAILS_QUEUE_URL;
      sqsClient.destroy();
      await sqs.stop();
      await ses.stop();
    },
  };
}
