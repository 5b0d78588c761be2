/**
 * POST /api/v1/invoices/query (accounts §2 Invoice list) through the real handler against DynamoDB
 * Local, on an account with a few thousand invoices: the first page unfiltered and a page behind a
 * filter one invoice in three matches (type and status, so the page examines ~60 invoices), each as
 * a ratio to the raw DynamoDB Query of one page of the same index, interleaved.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiEvent, invoke } from '../support/api-events';
import { withBenchTable } from './support/bench-table';
import { benchLine, percentile, round, sampleInterleaved } from './support/stats';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 2_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

async function main() {
  await withBenchTable('shipdeck-bench', async ({ doc }) => {
    const { createTestAccount } = await import('../support/accounts');
    const { dynamoWallet } = await import('#functions/billing/adapters/dynamodb.wallet');
    const { refillInvoice } = await import('#domain/billing/wallet.rules');
    const { handler } = await import('#functions/billing/handlers/query-invoices.handler');
    const { accountId, owner } = await createTestAccount('Bench Foods');
    const started = Date.now();
    for (let i = 0; i < INVOICES; i++) {
      const purchase = i % 3 !== 0;
      await dynamoWallet.post(accountId, {
        entryId: `bench#${i}`,
        kind: purchase ? 'purchase' : 'refill',
        invoice: purchase
          ? { type: 'shipment_purchase', amount: 900, tierFee: 20, insurancePremium: 0 }
          : refillInvoice(5_000),
        description: purchase ? 'Label USPS Ground Advantage' : 'Funds added',
      });
    }
    console.log(`seeded ${INVOICES} invoices in ${Math.round((Date.now() - started) / 1000)} s`);

    const rawPage = () =>
      doc.send(
        new QueryCommand({
          TableName: 'shipdeck-bench',
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': `ACC#${accountId}#INVOICE` },
          ScanIndexForward: false,
          Limit: 20,
        }),
      );
    const page = (filters: object) => async () => {
      const res = await invoke(
        handler,
        apiEvent({ method: 'POST', path: '/api/v1/invoices/query', user: owner, accountId, body: { filters } }),
      );
      if (res.status !== 200) throw new Error(`answered ${res.status}`);
    };
    const unfiltered = await sampleInterleaved(page({}), rawPage, { warmup: 10, samples: SAMPLES });
    const filtered = await sampleInterleaved(page({ types: ['account_refill'], statuses: ['paid'] }), rawPage, {
      warmup: 10,
      samples: SAMPLES,
    });
    const p = (ms: number[], q: number) => round(percentile(ms, q));
    const figures = {
      bench: 'invoice-list',
      invoices: INVOICES,
      samples: SAMPLES,
      invoice_list_p50_ms: p(unfiltered.a, 50),
      invoice_list_p99_ms: p(unfiltered.a, 99),
      filtered_p50_ms: p(filtered.a, 50),
      filtered_p99_ms: p(filtered.a, 99),
      raw_page_p50_ms: p(unfiltered.b, 50),
      ratio_to_raw_page: round(percentile(unfiltered.a, 50) / percentile(unfiltered.b, 50)),
      filtered_ratio_to_raw_page: round(percentile(filtered.a, 50) / percentile(filtered.b, 50)),
    };
    console.log(
      `invoice list (${INVOICES} invoices): page p50 ${figures.invoice_list_p50_ms} ms, filtered p50 ${figures.filtered_p50_ms} ms, raw page p50 ${figures.raw_page_p50_ms} ms`,
    );
    console.log(benchLine(figures));
  });
}

await main();
