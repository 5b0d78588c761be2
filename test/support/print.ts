import { ReceiveMessageCommand, DeleteMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BuyRequest, PurchasedLabel } from '#domain/carriers/carrier.models';
import { s3Client } from '#lib/clients';
import { makeS3LabelFiles } from '#lib/s3-files';
import { dynamoOrderStore } from '#functions/orders/adapters/dynamodb.order-store';
import type { TestUser } from './api-events';
import { FaultCarrier } from './fault-carrier';
import { MemoryLabelQueue } from './label-adapters.memory';
import { labelPipeline, ownerCaller } from './label-pipeline';
import { createPurchasableOrder, fundWallet } from './labels';

/** A 4×6 label PDF naming its tracking code, as a carrier's label document is. */
export async function labelPdf(trackingCode: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([288, 432]);
  page.drawText(trackingCode, { x: 20, y: 400, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/** The fault carrier whose labels come with real PDF and ZPL documents (the print jobs merge them). */
export class PrintableLabelCarrier extends FaultCarrier {
  override async buy(request: BuyRequest): Promise<PurchasedLabel> {
    const label = await super.buy(request);
    return {
      ...label,
      documents: [
        { format: 'pdf', contentType: 'application/pdf', body: await labelPdf(label.trackingCode) },
        {
          format: 'zpl',
          contentType: 'text/plain',
          body: new TextEncoder().encode(`^XA^FO40,40^A0N,40,40^FD${label.trackingCode}^FS^XZ`),
        },
      ],
    };
  }
}

/** The documents bucket of the test run (local S3). */
export const testDocuments = () => makeS3LabelFiles(s3Client, () => process.env.DOCUMENTS_BUCKET!);

/** `n` orders with a bought label each, documents in the local S3, through the label pipeline. */
export async function labelledOrders(accountId: string, owner: TestUser, n: number): Promise<string[]> {
  const queue = new MemoryLabelQueue();
  const pipeline = labelPipeline({ carrier: new PrintableLabelCarrier(), files: testDocuments(), queue });
  await fundWallet(accountId, 2_000 * n);
  const made = [];
  for (let i = 0; i < n; i++) made.push(await createPurchasableOrder(owner, accountId));
  await pipeline.purchaseLabels.request(ownerCaller(accountId, owner), {
    shipments: made.map((m) => ({ orderId: m.orderId, shipmentId: m.shipmentId })),
  });
  for (const m of queue.take()) await pipeline.purchaseLabel(m);
  for (const m of made) {
    const order = await dynamoOrderStore.get(accountId, m.orderId);
    if (!order?.shipments[0].billOfLading) throw new Error(`order ${m.orderId} has no label`);
  }
  return made.map((m) => m.orderId);
}

/** The messages waiting on a queue as the SQS event source hands them to a worker (then deleted). */
export async function receiveEvent(client: SQSClient, queueUrl: string): Promise<SQSEvent> {
  const res = await client.send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 1,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
    }),
  );
  const messages = res.Messages ?? [];
  if (messages.length)
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? '',
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:print-documents',
      awsRegion: 'us-east-1',
    })),
  };
}

/** The same records, delivered once more (`receives` times in all). */
export function redelivered(event: SQSEvent, receives: number): SQSEvent {
  return {
    Records: event.Records.map((r) => ({
      ...r,
      attributes: { ...r.attributes, ApproximateReceiveCount: String(receives) },
    })),
  };
}
