import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureTable, localDynamoClient, startDynamoDbLocal, type DynamoDbLocal } from '#infra/local/dynamodb-local';

export const TEST_TABLE_NAME = 'shipdeck-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
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

/** One in-memory DynamoDB Local per test run, with the real table definition. */
export async function setup(project: TestProject) {
  dynamo = await startDynamoDbLocal({ port: await freePort() });
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, TEST_TABLE_NAME);
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', TEST_TABLE_NAME);
}

export async function teardown() {
  await dynamo?.stop();
}
