import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGE_ORDERS_MAX } from '#domain/automations/automation-run.message';
import { makeSqsAutomationRunQueue } from '#functions/automations/adapters/sqs.automation-run-queue';

const sqs = mockClient(SQSClient);
const client = new SQSClient({ region: 'us-east-1' });
const queue = makeSqsAutomationRunQueue(
  () => client,
  () => 'https://sqs.local/order-automations',
);
const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);
const bodies = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .map((c) => (c.args[0].input.Entries ?? []).map((e) => JSON.parse(e.MessageBody!) as { orderIds: string[] }));

beforeEach(() => sqs.reset());

describe('the order-automations queue through SQS', () => {
  it('sends one enqueue’s messages (100 ids each) in batches of ten; nothing for no ids', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await queue.enqueue('a1', ids(11 * AUTOMATION_MESSAGE_ORDERS_MAX + 1));
    const sent = bodies();
    expect(sent.map((batch) => batch.length)).toEqual([10, 2]);
    expect(sent.flat().flatMap((m) => m.orderIds)).toEqual(ids(11 * AUTOMATION_MESSAGE_ORDERS_MAX + 1));
    expect(sent[0]![0]).toEqual({ accountId: 'a1', orderIds: ids(100), trigger: 'import' });
    sqs.reset();
    await queue.enqueue('a1', []);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('throws when SQS refuses an entry of a batch (the orders stay pending for the resend schedule)', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '1', SenderFault: false, Code: 'InternalError' }] });
    await expect(queue.enqueue('a1', ids(2 * AUTOMATION_MESSAGE_ORDERS_MAX))).rejects.toThrow(
      'SQS refused 1 order automations messages',
    );
  });
});
