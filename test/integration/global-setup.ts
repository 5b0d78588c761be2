import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTable, localDynamoClient, startDynamoDbLocal, type DynamoDbLocal } from '#infra/local/dynamodb-local';
import { startS3Local, type S3Local } from '#infra/local/s3-local';
import { startCognitoLocal, type CognitoLocal } from '#infra/local/cognito-local';
import { startSqsLocal, type SqsLocal } from '#infra/local/sqs-local';
import { QUEUES } from '#infra/app-manifest';

export const TEST_TABLE_NAME = 'shipdeck-test';
export const TEST_DOCUMENTS_BUCKET = 'shipdeck-test-documents';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
    s3Endpoint: string;
    documentsBucket: string;
    cognitoEndpoint: string;
    userPoolId: string;
    sqsEndpoint: string;
    orderAutomationsQueueUrl: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let dynamo: DynamoDbLocal | undefined;
let s3: S3Local | undefined;
let s3Dir: string | undefined;
let cognito: CognitoLocal | undefined;
let cognitoDir: string | undefined;
let sqs: SqsLocal | undefined;

/** One in-memory DynamoDB Local per test run, with the real table definition, and a local S3 (label documents). */
export async function setup(project: TestProject) {
  s3Dir = await mkdtemp(join(tmpdir(), 'shipdeck-s3-'));
  s3 = await startS3Local({ port: await freePort(), directory: s3Dir, buckets: [TEST_DOCUMENTS_BUCKET] });
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('documentsBucket', TEST_DOCUMENTS_BUCKET);
  // The user pool of team invitations: cognito-local, as on npm start.
  cognitoDir = await mkdtemp(join(tmpdir(), 'shipdeck-cognito-'));
  cognito = await startCognitoLocal({ port: await freePort(), directory: cognitoDir });
  project.provide('cognitoEndpoint', cognito.endpoint);
  project.provide('userPoolId', cognito.userPoolId);
  // Every import queues its new orders for the automations worker: a local queue takes them. A test that
  // runs the worker starts its own queue, so no other file's messages reach it.
  sqs = await startSqsLocal({ port: await freePort(), queues: QUEUES.filter((q) => q.name === 'order-automations') });
  project.provide('sqsEndpoint', sqs.endpoint);
  project.provide('orderAutomationsQueueUrl', sqs.queues[0]!.url);
  dynamo = await startDynamoDbLocal({ port: await freePort() });
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, TEST_TABLE_NAME);
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', TEST_TABLE_NAME);
}

export async function teardown() {
  await dynamo?.stop();
  await s3?.stop();
  await cognito?.stop();
  await sqs?.stop();
  if (cognitoDir) await rm(cognitoDir, { recursive: true, force: true });
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
}
