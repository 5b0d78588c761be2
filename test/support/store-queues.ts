import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { QUEUES } from '#infra/app-manifest';
import { localSqsClient, startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { receiveEvent } from './print';

export interface StoreQueues {
  sqs: SqsLocal;
  client: SQSClient;
  eventsUrl: string;
  landingUrl: string;
}

/**
 * The queues a store order travels (store-events → order-landing → order-automations) on a local SQS,
 * their URLs set where the functions read them. order-automations takes the new orders' ids for the
 * import rules, run by their own worker.
 */
export async function startStoreQueues(): Promise<StoreQueues> {
  const sqs = await startSqsLocal({
    port: 0,
    queues: QUEUES.filter((q) => ['store-events', 'order-landing', 'order-automations'].includes(q.name)),
  });
  const url = (name: string) => sqs.queues.find((q) => q.name === name)!.url;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.STORE_EVENTS_QUEUE_URL = url('store-events');
  process.env.ORDER_LANDING_QUEUE_URL = url('order-landing');
  process.env.ORDER_AUTOMATIONS_QUEUE_URL = url('order-automations');
  return {
    sqs,
    client: localSqsClient(sqs.endpoint),
    eventsUrl: url('store-events'),
    landingUrl: url('order-landing'),
  };
}

/** Every message waiting on the queue, received (and deleted) until it answers none. */
export async function drainQueue(client: SQSClient, url: string): Promise<SQSEvent['Records']> {
  const records: SQSEvent['Records'] = [];
  for (;;) {
    const event = await receiveEvent(client, url);
    if (event.Records.length === 0) return records;
    records.push(...event.Records);
  }
}
