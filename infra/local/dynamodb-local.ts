import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '#lib/db/table-definition';
import { waitFor } from './wait-for';

const require = createRequire(import.meta.url);

export interface DynamoDbLocal {
  endpoint: string;
  /** The java process, so a watchdog can end it if the runtime dies without stopping it. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The official DynamoDB Local jar, shipped inside the `amplify-dynamodb-simulator` npm package. */
export function dynamoDbLocalJarDir(): string {
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/**
 * Starts DynamoDB Local on 127.0.0.1:`port`. With `dbPath` the data persists there; without it
 * the database lives in memory (tests). Resolves once the engine answers ListTables.
 */
export async function startDynamoDbLocal(opts: {
  port: number;
  dbPath?: string;
  log?: (line: string) => void;
}): Promise<DynamoDbLocal> {
  const jarDir = dynamoDbLocalJarDir();
  const storage = opts.dbPath ? ['-dbPath', resolve(opts.dbPath)] : ['-inMemory'];
  if (opts.dbPath) mkdirSync(resolve(opts.dbPath), { recursive: true });
  const child: ChildProcess = spawn(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      // C1-only JIT and the serial GC: start-up in less than half the CPU time on a busy machine.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(opts.port),
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: jarDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let exited: string | null = null;
  child.on('error', (err) => {
    exited =
      (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'Java was not found: install Java 17 or newer (java on PATH).'
        : String(err);
  });
  child.on('exit', (code) => {
    exited ??= `DynamoDB Local exited with code ${code}`;
  });
  child.stderr?.on('data', (d: Buffer) => opts.log?.(d.toString()));
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(exited);
        await client.send(new ListTablesCommand({}));
      },
      { timeoutMs: 60_000, what: 'DynamoDB Local' },
    );
  } catch (err) {
    // A JVM that never became ready must not outlive the failed start.
    child.kill('SIGKILL');
    throw err;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates the single table from TABLE_DEFINITION, or adds any GSI the definition gained since
 * the persisted table was created (so `.data/` survives schema growth).
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const def = TABLE_DEFINITION;
  const keyAttrs = [
    def.partitionKey,
    def.sortKey,
    ...def.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  const attributeDefinitions: AttributeDefinition[] = [...new Set(keyAttrs)].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  let existing;
  try {
    existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: def.partitionKey, KeyType: 'HASH' },
          { AttributeName: def.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((g) => ({
          IndexName: g.indexName,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    return;
  }
  const present = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
  for (const g of def.globalSecondaryIndexes.filter((gsi) => !present.has(gsi.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: g.indexName,
              KeySchema: [
                { AttributeName: g.partitionKey, KeyType: 'HASH' },
                { AttributeName: g.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}
