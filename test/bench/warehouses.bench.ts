/**
 * GET /api/v1/warehouses through the real handler (middy, token claims, membership lookup,
 * ElectroDB) against DynamoDB Local, as a ratio to the raw DynamoDB Query that returns the
 * same items. Both run interleaved in one process so machine noise hits them alike.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, handlerVsRaw, sampleInterleaved } from './support/stats';

const WAREHOUSES = 25;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

async function main() {
  await withBenchTable('shipdeck-bench', async ({ doc }) => {
    const { createTestAccount } = await import('../support/accounts');
    const { handler } = await import('#functions/warehouses/handlers/list-warehouses.handler');
    const { handler: create } = await import('#functions/warehouses/handlers/create-warehouse.handler');
    const { accountId, owner } = await createTestAccount('Bench Foods');
    for (let i = 0; i < WAREHOUSES; i++) {
      await invoke(
        create,
        apiEvent({
          method: 'POST',
          path: '/api/v1/warehouses',
          user: owner,
          accountId,
          body: {
            name: `Warehouse ${i} ${randomUUID().slice(0, 4)}`,
            address: {
              phone: '512-555-0100',
              street1: `${100 + i} Congress Ave`,
              city: 'Austin',
              state: 'TX',
              zipCode: '78701',
            },
          },
        }),
      );
    }

    const rawQuery = () =>
      doc.send(
        new QueryCommand({
          TableName: 'shipdeck-bench',
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `ACC#${accountId}`, ':sk': 'WAREHOUSE#' },
        }),
      );
    const viaHandler = async () => {
      const res = await invoke(
        handler,
        apiEvent({ method: 'GET', path: '/api/v1/warehouses', user: owner, accountId }),
      );
      if (res.body.items.length !== WAREHOUSES) throw new Error('wrong item count');
    };
    const check = await rawQuery();
    if (check.Items?.length !== WAREHOUSES) throw new Error(`raw query returned ${check.Items?.length}`);

    const { a: api, b: base } = await sampleInterleaved(viaHandler, rawQuery, { warmup: 20, samples: SAMPLES });
    const figures = {
      bench: 'warehouses-list',
      items: WAREHOUSES,
      samples: SAMPLES,
      ...handlerVsRaw(api, base),
    };
    console.log(
      `GET /api/v1/warehouses (${WAREHOUSES} items): handler p50 ${figures.handlerP50Ms} ms vs raw Query p50 ${figures.rawQueryP50Ms} ms → ×${figures.p50Ratio}`,
    );
    console.log(benchLine(figures));
  });
}

await main();
