/**
 * Orders at scale (issue 4 acceptance): 100,000 orders in one account in DynamoDB Local, then
 *  1. p50/p95 of the grid's first page (pageSize 50) for four views through the real
 *     query-orders handler (middy, token claims, membership, filters), each as a ratio to the raw
 *     DynamoDB Query (paging on the same key until the same page is filled);
 *  2. import throughput of a generated 10,000-row CSV (parse + map + validate + upsert through the
 *     import use case, chunk by chunk as the browser sends them) against parse-only throughput.
 * Orders are loaded with BatchWrite of the very items the store writes (the entity's put params
 * of records built by buildNewOrder). Tag and order-number-claim items are not loaded: none of
 * the four views reads them.
 */
import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '#domain/orders/order-record';
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { automationQueueSink } from './support/automation-queue-bench';
import { benchLine, handlerVsRaw, round, sampleInterleaved } from './support/stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const TABLE = 'shipdeck-bench-orders';
const PAGE = 50;
const LOADERS = Number(process.env.BENCH_LOADERS ?? 16);

/** Statuses in the proportions a busy merchant has them. */
const STATUS_MIX = [
  ['holding', 30],
  ['pending', 5],
  ['pre_transit', 10],
  ['in_transit', 15],
  ['out_for_delivery', 3],
  ['delivered', 30],
  ['return_to_sender', 1],
  ['failure', 1],
  ['archived', 5],
] as const;
const STATUS_OF: string[] = STATUS_MIX.flatMap(([s, n]) => Array<string>(n).fill(s));

async function main() {
  // The import sends its new orders to order-automations: a local queue takes them (no rules here).
  const automationQueue = await automationQueueSink();
  await withBenchTable(TABLE, async ({ doc }) => {
    const { createTestAccount } = await import('../support/accounts');
    const { onTable } = await import('#lib/db/table');
    const { OrderEntity } = await import('#functions/orders/db/order.entity');
    const { buildNewOrder } = await import('#domain/orders/order-build.rules');
    const { orderView } = await import('#domain/orders/order-filter.rules');
    const { orderStatusKey } = await import('#domain/orders/order-grid.rules');
    const { orderNumberKey } = await import('#domain/orders/order-query-plan.rules');
    const { validOrderRequest } = await import('../support/orders');
    const { orderRequestSchema } = await import('#api/orders');
    const { handler: queryOrders } = await import('#functions/orders/handlers/query-orders.handler');

    const { accountId, owner } = await createTestAccount('Bench Foods');
    const template = orderRequestSchema.parse(validOrderRequest());
    const { warehouseId: _w, version: _v, ...content } = template;
    const CITIES = [
      ['Austin', 'TX', '78704'],
      ['New York', 'NY', '10118'],
      ['Chicago', 'IL', '60606'],
      ['Seattle', 'WA', '98109'],
      ['Denver', 'CO', '80202'],
      ['Miami', 'FL', '33101'],
    ] as const;
    const dayMs = 86_400_000;
    const now = Date.now();

    /** The n-th order as the store would write it: record by buildNewOrder, item by the entity. */
    function orderItem(n: number): Record<string, unknown> {
      const [city, state, zip] = CITIES[n % CITIES.length];
      const status = STATUS_OF[n % STATUS_OF.length];
      const order: OrderRecord = buildNewOrder(
        {
          ...content,
          orderNumber: `BN-${String(n).padStart(6, '0')}`,
          orderDate: new Date(now - (n % 365) * dayMs - (n % 997) * 60_000).toISOString(),
          shippingAddress: { ...content.shippingAddress!, city, state, zip },
          tags: n % 4 === 0 ? ['VIP'] : [],
        },
        { id: `o${String(n).padStart(7, '0')}`, now: new Date(now), newShipmentId: () => `s${n}`, warehouse: null },
      );
      const stored: OrderRecord =
        status === 'archived'
          ? { ...order, archived: true, shipments: order.shipments.map((s) => ({ ...s, shipmentStatus: 'delivered' })) }
          : {
              ...order,
              shipments: order.shipments.map((s) => ({
                ...s,
                shipmentStatus: status,
                ...(status === 'holding' || status === 'pending' ? {} : { label: { trackingCode: `1Z${n}` } }),
              })),
            };
      const params = onTable(OrderEntity)
        .put({
          accountId,
          orderId: stored.id,
          orderDate: stored.orderDate,
          view: orderView(stored),
          statusKey: orderStatusKey(stored),
          orderNumberKey: orderNumberKey(stored.orderNumber),
          batchNumber: '',
          customerId: '',
          automationPendingSince: '',
          version: 1,
          doc: { ...stored, version: 1 },
        })
        .params() as { Item: Record<string, unknown> };
      return params.Item;
    }

    async function batchWrite(items: Record<string, unknown>[]) {
      let requests = items.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const res = await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
        requests = (res.UnprocessedItems?.[TABLE] ?? []) as typeof requests;
      }
    }

    // ── Load ───────────────────────────────────────────────────────────────────────────────
    const g0 = performance.now();
    for (let i = 0; i < 2000; i++) orderItem(ORDERS + i);
    const buildPerItemMs = (performance.now() - g0) / 2000;
    const t0 = performance.now();
    let next = 0;
    const loader = async () => {
      while (next < ORDERS) {
        const start = next;
        next = Math.min(ORDERS, next + 25);
        await batchWrite(Array.from({ length: next - start }, (_, i) => orderItem(start + i + 1)));
      }
    };
    await Promise.all(Array.from({ length: LOADERS }, loader));
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(
      `Loaded ${ORDERS} orders in ${round(loadSeconds, 1)} s (${Math.round(ORDERS / loadSeconds)} items/s; building one item takes ${round(buildPerItemMs, 3)} ms)`,
    );

    // ── Grid views ─────────────────────────────────────────────────────────────────────────
    const q = onTable(OrderEntity).query;
    const iso = (d: number) => new Date(now - d * dayMs).toISOString().slice(0, 10);
    const savedFilter = {
      statuses: ['in_transit'],
      dateRange: { preset: 'Custom', startDate: iso(90), endDate: iso(0) },
      text: [{ field: 'city', operator: 'contains', value: 'chicago' }],
    };
    // A prefix that matches 100 order numbers (BN-0420xx at 100,000 orders).
    const numberPrefix = `BN-${String(Math.floor(ORDERS * 0.42))
      .padStart(6, '0')
      .slice(0, 4)}`;
    const views: { name: string; filters: object; raw: QueryCommandInput; keep?: (d: OrderRecord) => boolean }[] = [
      { name: 'all-by-date', filters: {}, raw: q.byView({ accountId, view: 'active' }).params() as QueryCommandInput },
      {
        name: 'by-status',
        filters: { statuses: ['delivered'] },
        raw: q.byStatus({ accountId, statusKey: 'delivered' }).params() as QueryCommandInput,
      },
      {
        name: 'saved-filter',
        filters: savedFilter,
        raw: q
          .byStatus({ accountId, statusKey: 'in_transit' })
          .between({ orderDate: `${iso(90)}` }, { orderDate: `${iso(-1)}` })
          .params() as QueryCommandInput,
        keep: (d) => (d.shippingAddress?.city ?? '').toLowerCase().includes('chicago'),
      },
      {
        name: 'order-number-search',
        filters: { text: [{ field: 'orderNumber', operator: 'startsWith', value: numberPrefix }] },
        raw: q
          .byOrderNumber({ accountId })
          .begins({ orderNumberKey: numberPrefix.toLowerCase() })
          .params() as QueryCommandInput,
        // The number index holds every view; the grid shows the active one.
        keep: (d) => !d.archived && !d.isDeleted,
      },
    ];

    /** The raw Query: same key, newest first, paging until the page holds PAGE items. */
    async function rawPage(input: QueryCommandInput, keep?: (d: OrderRecord) => boolean): Promise<string[]> {
      const ids: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const res = await doc.send(
          new QueryCommand({
            ...input,
            ScanIndexForward: false,
            Limit: keep ? 200 : PAGE - ids.length,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of res.Items ?? []) {
          if (!keep || keep(item.doc as OrderRecord)) ids.push(item.orderId as string);
          if (ids.length === PAGE) return ids;
        }
        start = res.LastEvaluatedKey;
      } while (start);
      return ids;
    }
    async function handlerPage(filters: object): Promise<string[]> {
      const res = await invoke(
        queryOrders,
        apiEvent({
          method: 'POST',
          path: '/api/v1/orders/query',
          user: owner,
          accountId,
          body: { filters, pageSize: PAGE },
        }),
      );
      if (res.status !== 200) throw new Error(`query-orders answered ${res.status}: ${JSON.stringify(res.body)}`);
      return (res.body.items as { id: string }[]).map((r) => r.id);
    }

    const viewFigures: Record<string, unknown>[] = [];
    for (const view of views) {
      const [viaHandler, viaRaw] = [await handlerPage(view.filters), await rawPage(view.raw, view.keep)];
      if (viaHandler.length === 0 || viaHandler.join() !== viaRaw.join()) {
        throw new Error(
          `${view.name}: handler and raw Query disagree (${viaHandler.length} vs ${viaRaw.length} items: ${viaHandler.slice(0, 3)} / ${viaRaw.slice(0, 3)})`,
        );
      }
      if (viaHandler.length < PAGE)
        console.log(`${view.name}: only ${viaHandler.length} matches (a smaller BENCH_ORDERS)`);
      const { a: api, b: base } = await sampleInterleaved(
        () => handlerPage(view.filters),
        () => rawPage(view.raw, view.keep),
        { warmup: 10, samples: SAMPLES },
      );
      const f = {
        bench: `orders-grid-${view.name}`,
        orders: ORDERS,
        pageSize: PAGE,
        samples: SAMPLES,
        ...handlerVsRaw(api, base),
      };
      viewFigures.push(f);
      console.log(
        `${view.name}: handler p50 ${f.handlerP50Ms} ms / p95 ${f.handlerP95Ms} ms vs raw Query p50 ${f.rawQueryP50Ms} ms / p95 ${f.rawQueryP95Ms} ms → ×${f.p50Ratio} (p50), ×${f.p95Ratio} (p95)`,
      );
    }

    // ── Import throughput ──────────────────────────────────────────────────────────────────
    const { orderCsvRow, toCsv } = await import('../integration/orders/order-csv.fixture');
    const { readCsv } = await import('#domain/imports/csv-reader');
    const { suggestMapping } = await import('#domain/imports/column-mapping.rules');
    const { ORDER_IMPORT_FIELDS } = await import('#domain/imports/import-fields.constants');
    const { chunkImportRows } = await import('#domain/imports/order-import.rules');
    const { importOrders } = await import('#functions/orders/orders.deps');
    const { dynamoAccountStore } = await import('#functions/accounts/adapters/dynamodb.membership-store');

    // Orders of 1 to 4 lines (2.5 on average), as store exports have them.
    const csvRows = [];
    for (let n = 1; csvRows.length < IMPORT_ROWS; n++) {
      for (let line = 0; line < 1 + (n % 4) && csvRows.length < IMPORT_ROWS; line++)
        csvRows.push(orderCsvRow(n, line, 'CSV'));
    }
    const csv = toCsv(csvRows);

    const parseRuns = 5;
    const p0 = performance.now();
    for (let i = 0; i < parseRuns; i++) {
      const { headers } = readCsv(csv);
      suggestMapping(headers, ORDER_IMPORT_FIELDS);
    }
    const parseRowsPerSecond = (IMPORT_ROWS * parseRuns) / ((performance.now() - p0) / 1000);

    const importer = await createTestAccount('Bench Import Foods');
    const [membership] = await dynamoAccountStore.listMembershipsOfUser(importer.owner.userId);
    const caller = { ...importer.owner, ...membership };
    const i0 = performance.now();
    const { headers, rows } = readCsv(csv);
    const mapping = suggestMapping(headers, ORDER_IMPORT_FIELDS);
    let created = 0;
    let errors = 0;
    for (const chunk of chunkImportRows(rows, (r) => r.values[mapping.orderNumber!] ?? '')) {
      const result = await importOrders.importChunk(caller, { importId: 'bench', rows: chunk, mapping });
      created += result.created;
      errors += result.errors.length;
    }
    const importSeconds = (performance.now() - i0) / 1000;
    if (errors) throw new Error(`import reported ${errors} row errors`);
    const importFigures = {
      bench: 'orders-import',
      rows: IMPORT_ROWS,
      orders: created,
      importSeconds: round(importSeconds, 1),
      importRowsPerSecond: Math.round(IMPORT_ROWS / importSeconds),
      parseOnlyRowsPerSecond: Math.round(parseRowsPerSecond),
      parseToImportRatio: round(parseRowsPerSecond / (IMPORT_ROWS / importSeconds), 1),
    };
    console.log(
      `Import of ${IMPORT_ROWS} CSV rows (${created} orders): ${importFigures.importRowsPerSecond} rows/s end to end vs ${importFigures.parseOnlyRowsPerSecond} rows/s parse only`,
    );

    for (const f of viewFigures) console.log(benchLine(f));
    console.log(
      benchLine({
        bench: 'orders-load',
        orders: ORDERS,
        loadSeconds: round(loadSeconds, 1),
        itemsPerSecond: Math.round(ORDERS / loadSeconds),
      }),
    );
    console.log(benchLine(importFigures));
  });
  await automationQueue.stop();
}

await main();
