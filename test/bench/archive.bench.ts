/**
 * The archive-orders schedule (accounts §3 archiveOrders) at a backlog: BENCH_ARCHIVE_ORDERS (default
 * 5,000) eligible orders in one account with the setting on, archived by the real handler, run after
 * run as EventBridge would fire it, until a run finds nothing. Baseline in the same process and
 * DynamoDB Local: a copy of the same orders in a second account (setting off, so the job never sees
 * it) archived by the least DynamoDB work that can do it — a raw Query of the same key and one
 * conditional UpdateItem per order, as many in flight as the job uses. The job also writes one
 * activity item per order; the baseline does not, so the ratio includes that.
 */
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '#domain/orders/order-record';
import { withBenchTable } from './support/bench-table';
import { benchLine, round } from './support/stats';

const ORDERS = Number(process.env.BENCH_ARCHIVE_ORDERS ?? 5_000);
const TABLE = 'shipdeck-bench-archive';
const LOADERS = 16;
const DAY_MS = 86_400_000;

async function main() {
  await withBenchTable(TABLE, async ({ doc }) => {
    const { createTestAccount } = await import('../support/accounts');
    const { validOrderRequest } = await import('../support/orders');
    const { onTable } = await import('#lib/db/table');
    const { OrderEntity } = await import('#functions/orders/db/order.entity');
    const { orderRequestSchema } = await import('#api/orders');
    const { buildNewOrder } = await import('#domain/orders/order-build.rules');
    const { orderView } = await import('#domain/orders/order-filter.rules');
    const { orderStatusKey } = await import('#domain/orders/order-grid.rules');
    const { orderNumberKey } = await import('#domain/orders/order-query-plan.rules');
    const { AUTO_ARCHIVE_STATUS_KEYS, autoArchiveCutoff } = await import('#domain/orders/auto-archive.rules');
    const { accountSettingsSchema } = await import('#domain/settings/account-settings.schema');
    const { dynamoAccountSettingsStore } = await import('#functions/settings/adapters/dynamodb.account-settings-store');
    const { DEFAULT_AUTO_ARCHIVE_LIMITS } = await import('#functions/orders/use-cases/auto-archive.use-case');
    const { handler } = await import('#functions/orders/handlers/archive-orders.schedule');
    const { findFunction } = await import('#infra/app-manifest');
    const { makeLambdaContext } = await import('#infra/local/lambda-runtime');
    const { scheduledEvent } = await import('#infra/local/timers');

    const job = await createTestAccount('Bench Archive Job');
    const base = await createTestAccount('Bench Archive Baseline');
    const setting = { active: true, days: 30 };
    await dynamoAccountSettingsStore.put(job.accountId, accountSettingsSchema.parse({ archiveOrders: setting }), 0);
    await dynamoAccountSettingsStore.put(
      base.accountId,
      accountSettingsSchema.parse({ archiveOrders: { ...setting, active: false } }),
      0,
    );

    const now = Date.now();
    const { warehouseId: _w, version: _v, ...content } = orderRequestSchema.parse(validOrderRequest());
    /** The n-th eligible order (delivered, or cancelled one in ten) as the store writes it, dated 31 to 395 days ago. */
    function orderItem(accountId: string, n: number): Record<string, unknown> {
      const orderDate = new Date(now - (31 + (n % 365)) * DAY_MS - (n % 997) * 60_000).toISOString();
      const built = buildNewOrder(
        { ...content, orderNumber: `AR-${String(n).padStart(6, '0')}`, orderDate },
        {
          id: `o${String(n).padStart(7, '0')}`,
          now: new Date(orderDate),
          newShipmentId: () => `s${n}`,
          warehouse: null,
        },
      );
      const order: OrderRecord =
        n % 10 === 0
          ? { ...built, isCancelled: true, version: 1, updatedAt: orderDate }
          : {
              ...built,
              shipments: built.shipments.map(
                (s) => ({ ...s, shipmentStatus: 'delivered', label: { trackingCode: `1Z${n}` } }) as typeof s,
              ),
              version: 1,
              updatedAt: orderDate,
            };
      return (
        onTable(OrderEntity)
          .put({
            accountId,
            orderId: order.id,
            orderDate,
            view: orderView(order),
            statusKey: orderStatusKey(order),
            orderNumberKey: orderNumberKey(order.orderNumber),
            batchNumber: '',
            customerId: '',
            automationPendingSince: '',
            version: 1,
            doc: order,
          })
          .params() as { Item: Record<string, unknown> }
      ).Item;
    }
    async function load(accountId: string) {
      let next = 0;
      const loader = async () => {
        while (next < ORDERS) {
          const start = next;
          next = Math.min(ORDERS, next + 25);
          let requests = Array.from({ length: next - start }, (_, i) => ({
            PutRequest: { Item: orderItem(accountId, start + i + 1) },
          }));
          while (requests.length) {
            const res = await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
            requests = (res.UnprocessedItems?.[TABLE] ?? []) as typeof requests;
          }
        }
      };
      await Promise.all(Array.from({ length: LOADERS }, loader));
    }
    const t0 = performance.now();
    await load(job.accountId);
    await load(base.accountId);
    console.log(`Loaded 2 × ${ORDERS} eligible orders in ${round((performance.now() - t0) / 1000, 1)} s`);

    async function archivedCount(accountId: string): Promise<number> {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const res = await doc.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': `ACC#${accountId}#ORDERS#archived` },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        count += res.Count ?? 0;
        start = res.LastEvaluatedKey;
      } while (start);
      return count;
    }

    // ── Baseline: raw Query of the same keys + one conditional UpdateItem per order ────────────────
    const cutoff = autoArchiveCutoff(setting, new Date(now))!;
    const b0 = performance.now();
    for (const statusKey of AUTO_ARCHIVE_STATUS_KEYS) {
      let start: Record<string, unknown> | undefined;
      do {
        const res = await doc.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :cut',
            ExpressionAttributeValues: { ':pk': `ACC#${base.accountId}#STATUS#${statusKey}`, ':cut': cutoff },
            Limit: DEFAULT_AUTO_ARCHIVE_LIMITS.pageSize,
            ExclusiveStartKey: start,
          }),
        );
        const items = res.Items ?? [];
        for (let i = 0; i < items.length; i += DEFAULT_AUTO_ARCHIVE_LIMITS.concurrency) {
          await Promise.all(
            items.slice(i, i + DEFAULT_AUTO_ARCHIVE_LIMITS.concurrency).map((item) =>
              doc.send(
                new UpdateCommand({
                  TableName: TABLE,
                  Key: { pk: item.pk, sk: item.sk },
                  UpdateExpression:
                    'SET #doc.archived = :t, #doc.#version = :v2, #version = :v2, gsi1pk = :g1, gsi2pk = :g2, updatedAt = :now',
                  ConditionExpression: '#version = :v1',
                  ExpressionAttributeNames: { '#doc': 'doc', '#version': 'version' },
                  ExpressionAttributeValues: {
                    ':t': true,
                    ':v1': item.version,
                    ':v2': (item.version as number) + 1,
                    ':now': new Date().toISOString(),
                    ':g1': `ACC#${base.accountId}#ORDERS#archived`,
                    ':g2': `ACC#${base.accountId}#STATUS#archived`,
                  },
                }),
              ),
            ),
          );
        }
        start = res.LastEvaluatedKey;
      } while (start);
    }
    const baselineSeconds = (performance.now() - b0) / 1000;
    const baselineArchived = await archivedCount(base.accountId);
    if (baselineArchived !== ORDERS) throw new Error(`baseline archived ${baselineArchived} of ${ORDERS}`);

    // ── The schedule, run after run until the backlog is gone ──────────────────────────────────
    const definition = findFunction('archive-orders');
    const runs: { archived: number; ms: number }[] = [];
    const j0 = performance.now();
    for (;;) {
      const r0 = performance.now();
      const report = await handler(scheduledEvent('archive-orders', new Date(now)), makeLambdaContext(definition));
      if (report.accountsFailed) throw new Error('a run failed an account');
      runs.push({ archived: report.archived, ms: performance.now() - r0 });
      if (report.archived === 0) break;
      if (runs.length > Math.ceil(ORDERS / DEFAULT_AUTO_ARCHIVE_LIMITS.archivePerAccount) + 2)
        throw new Error('the backlog does not shrink');
    }
    const idleRunMs = runs[runs.length - 1].ms;
    const jobSeconds = (performance.now() - j0 - idleRunMs) / 1000;
    const jobArchived = await archivedCount(job.accountId);
    if (jobArchived !== ORDERS) throw new Error(`the job archived ${jobArchived} of ${ORDERS}`);

    const figures = {
      bench: 'archive-orders',
      orders: ORDERS,
      capPerAccountPerRun: DEFAULT_AUTO_ARCHIVE_LIMITS.archivePerAccount,
      runs: runs.length - 1,
      jobOrdersPerSecond: Math.round(ORDERS / jobSeconds),
      baselineOrdersPerSecond: Math.round(ORDERS / baselineSeconds),
      timeRatio: round(jobSeconds / baselineSeconds),
      idleRunMs: round(idleRunMs, 1),
    };
    console.log(
      `archive-orders: ${ORDERS} orders in ${figures.runs} runs, ${figures.jobOrdersPerSecond} orders/s vs raw Query + UpdateItem ${figures.baselineOrdersPerSecond} orders/s (×${figures.timeRatio} the time); a run with nothing left takes ${figures.idleRunMs} ms`,
    );
    console.log(benchLine(figures));
  });
}

await main();
