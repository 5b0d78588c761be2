import { createServer } from 'node:net';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable, localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface BenchTable {
  /** The low-level client for the raw baselines. */
  raw: DynamoDBClient;
  /** A document client over it (undefined values removed, as the store writes them). */
  doc: DynamoDBDocumentClient;
  /** DynamoDB Local's process, for benches that count its CPU time. */
  pid: number | undefined;
}

/**
 * A private DynamoDB Local on a free port with the product's table, the handlers' environment
 * pointed at it (imports of handlers must come after, inside `run`), and everything stopped after.
 */
export async function withBenchTable(table: string, run: (t: BenchTable) => Promise<void>): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const raw = localDynamoClient(dynamo.endpoint);
  try {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      TABLE_NAME: table,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    await ensureTable(raw, table);
    await run({
      raw,
      doc: DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } }),
      pid: dynamo.pid,
    });
  } finally {
    raw.destroy();
    await dynamo.stop();
  }
}
